import { signedOut } from '@/shared/session/events';
import reducer, {
  activeMemberRead,
  authorizationGranted,
  authorizationRequested,
  initialPersonState,
  personLocked,
  personSignedIn,
  pinRefused,
  pinSubmitted,
} from '@/session/person/slice';
import { bruno, carla, sessionOf } from './fixtures';

const asking = { ...initialPersonState(), asksPin: true };

describe('the person slice', () => {
  it('takes a PIN, then the person it names, landing on their screen', () => {
    let state = reducer(asking, pinSubmitted('2222'));
    expect(state.pin.pending).toBe(true);
    state = reducer(state, personSignedIn({ session: sessionOf(bruno), landing: '/tables' }));
    expect(state).toMatchObject({ active: sessionOf(bruno), landing: '/tables', pin: { pending: false, message: null } });
  });

  it("keeps the server's words and the lock of a refused PIN", () => {
    const state = reducer(reducer(asking, pinSubmitted('9999')), pinRefused({ message: 'PIN incorreto.', lockedUntil: 5_000 }));
    expect(state.pin).toEqual({ pending: false, message: 'PIN incorreto.', lockedUntil: 5_000 });
  });

  it('locks back to the pad, dropping the person and any authorization asked', () => {
    let state = reducer({ ...asking, active: sessionOf(bruno) }, authorizationRequested('invoices.merge'));
    state = reducer(state, personLocked('idle'));
    expect(state.active).toBeNull();
    expect(state.authorization).toBeNull();
  });

  it("follows the active member's new name, and no one else's", () => {
    let state = reducer({ ...asking, active: sessionOf(bruno) }, activeMemberRead({ ...bruno, name: 'Bruno S.' }));
    state = reducer(state, activeMemberRead({ ...carla, name: 'Carla M.' }));
    expect(state.active?.member.name).toBe('Bruno S.');
  });

  it('closes the authorization once granted, keeping its token out of the state', () => {
    const state = reducer(reducer(asking, authorizationRequested('serviceCharge.remove')), authorizationGranted('secret'));
    expect(state.authorization).toBeNull();
    expect(JSON.stringify(state)).not.toContain('secret');
  });

  it("drops the person and the PIN request with the shop's session: the owner signs in again", () => {
    const state = reducer({ ...asking, active: sessionOf(bruno) }, signedOut());
    expect(state.active).toBeNull();
    expect(state.asksPin).toBe(false);
  });
});
