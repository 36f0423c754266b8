import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { channel } from 'redux-saga';
import { STAFF_MESSAGES } from '@contract/staff-roles';
import { rootReducer } from '@/app/rootReducer';
import { liveEventReceived } from '@/live/events';
import * as api from '@/session/person/api';
import {
  activityChannel,
  answerAuthorization,
  authorizeWaitingAction,
  checkActiveMember,
  lockOnRefusal,
  openPersonSession,
  personSaga,
  pinRefusalOf,
  watchActivePerson,
} from '@/session/person/sagas';
import {
  activeMemberRead,
  authorizationCancelled,
  authorizationGranted,
  authorizationPinRefused,
  authorizationPinSubmitted,
  authorizationRequested,
  personLocked,
  personSignedIn,
  pinRefused,
  pinSubmitted,
} from '@/session/person/slice';
import { request } from '@/shared/api/client';
import { ApiError } from '@/shared/api/errors';
import { keepActivePerson } from '@/session/person/storage';
import { readActivePerson } from '@/shared/session/person';
import { scope } from '../../features/orders/fixtures';
import { bruno, caio, carla, sessionOf } from './fixtures';
import { personStateWith } from './state';

const pinWrong = new ApiError(403, 'pin_wrong', STAFF_MESSAGES.pinWrong);

afterEach(() => keepActivePerson(null));

describe("a PIN typed on the pad ('Trocar pessoa')", () => {
  it('makes its person the one acting, kept across a reload, and opens a waiter on Salão', async () => {
    await expectSaga(openPersonSession, pinSubmitted('2222'))
      .withReducer(rootReducer, personStateWith())
      .provide([[matchers.call(api.openPersonSession, scope, '2222'), sessionOf(bruno)]])
      .put(personSignedIn({ session: sessionOf(bruno), landing: '/tables' }))
      .run();
    expect(readActivePerson()).toEqual(sessionOf(bruno));
  });

  it('opens the kitchen role on the kitchen display', async () => {
    await expectSaga(openPersonSession, pinSubmitted('4444'))
      .withReducer(rootReducer, personStateWith())
      .provide([[matchers.call.fn(api.openPersonSession), sessionOf(caio)]])
      .put(personSignedIn({ session: sessionOf(caio), landing: '/kitchen' }))
      .run();
  });

  it("refused, shows the server's words and keeps no one", async () => {
    await expectSaga(openPersonSession, pinSubmitted('9999'))
      .withReducer(rootReducer, personStateWith())
      .provide([[matchers.call.fn(api.openPersonSession), throwError(pinWrong)]])
      .put(pinRefused({ message: 'PIN incorreto.', lockedUntil: null }))
      .run();
    expect(readActivePerson()).toBeNull();
  });

  it('locked by too many wrong PINs, counts down from the seconds the server gives', () => {
    const locked = new ApiError(429, 'pin_locked', STAFF_MESSAGES.pinLocked(30), undefined, { retryAfter: 30 });
    expect(pinRefusalOf(locked, 1_000)).toEqual({ message: 'Muitas tentativas. Tente de novo em 30 s.', lockedUntil: 31_000 });
  });
});

describe('the person acting, as the team changes', () => {
  it('locks at once when they are deactivated', async () => {
    await expectSaga(checkActiveMember)
      .withReducer(rootReducer, personStateWith({ active: sessionOf(bruno) }))
      .provide([[matchers.call.fn(api.fetchMembers), [carla, { ...bruno, active: false }]]])
      .put(personLocked('removed'))
      .run();
  });

  it('takes their new name when they stay active', async () => {
    await expectSaga(checkActiveMember)
      .withReducer(rootReducer, personStateWith({ active: sessionOf(bruno) }))
      .provide([[matchers.call.fn(api.fetchMembers), [{ ...bruno, name: 'Bruno S.' }]]])
      .put(activeMemberRead({ ...bruno, name: 'Bruno S.' }))
      .run();
  });

  it("reads the team on a live 'team' event for them, not for someone else", async () => {
    const { effects } = await expectSaga(personSaga)
      .withReducer(rootReducer, personStateWith({ active: sessionOf(bruno) }))
      .provide([
        [matchers.call.fn(api.fetchTeamSettings), { idleLockMinutes: 5 }],
        [matchers.call.fn(api.fetchMembers), [bruno]],
      ])
      .delay(10)
      .dispatch(liveEventReceived({ channel: 'team', event: 'updated', id: carla.id }))
      .delay(10)
      .dispatch(liveEventReceived({ channel: 'team', event: 'updated', id: bruno.id }))
      .silentRun(100);
    // Once at start, once for Bruno's event.
    expect(effects.call.filter((effect) => effect.payload.fn === api.fetchMembers)).toHaveLength(2);
  });

  it('locks when the token expires', async () => {
    await expectSaga(watchActivePerson, sessionOf(bruno, '2000-01-01T00:00:00.000Z'))
      .withReducer(rootReducer, personStateWith({ active: sessionOf(bruno, '2000-01-01T00:00:00.000Z') }))
      .put(personLocked('expired'))
      .silentRun(100);
  });

  it("locks after the shop's minutes untouched, and a touch starts them again", async () => {
    const touches = channel<true>();
    let waits = 0;
    await expectSaga(watchActivePerson, sessionOf(bruno))
      .withReducer(rootReducer, personStateWith({ active: sessionOf(bruno), idleLockMinutes: 2 }))
      .provide({
        call(effect, next) {
          if (effect.fn === activityChannel) return touches;
          // The idle wait: the first is cut short by a touch, the second runs out.
          if (effect.args[0] === 120_000) {
            waits += 1;
            if (waits === 1) {
              touches.put(true);
              return new Promise(() => undefined);
            }
            return true;
          }
          return next();
        },
      })
      .put(personLocked('idle'))
      .silentRun(100);
    expect(waits).toBe(2);
  });

  it('removes its listeners from the page once it ends', () => {
    const target = { addEventListener: jest.fn(), removeEventListener: jest.fn() };
    const activity = activityChannel(target);
    expect(target.addEventListener).toHaveBeenCalledTimes(2);
    activity.close();
    expect(target.removeEventListener.mock.calls.map(([type]) => type)).toEqual(['pointerdown', 'keydown']);
  });

  it('locks when the server refuses the person acting now, not an older one', async () => {
    keepActivePerson(sessionOf(bruno));
    const realFetch = global.fetch;
    const body = { error: 'person_inactive', message: STAFF_MESSAGES.personInactive };
    global.fetch = jest.fn(async () => ({ ok: false, status: 403, json: async () => body, text: async () => JSON.stringify(body) })) as unknown as typeof fetch;
    const run = expectSaga(lockOnRefusal)
      .withReducer(rootReducer, personStateWith({ active: sessionOf(bruno) }))
      .put(personLocked('refused'))
      .silentRun(100);
    await request('GET', '/ordering/x').catch(() => undefined);
    await run;
    global.fetch = realFetch;
  });
});

describe("'Autorização do gerente'", () => {
  it("asks with the action's permission and answers the waiting call with the manager's authorization", async () => {
    const answer = jest.fn();
    await expectSaga(answerAuthorization, { permission: 'serviceCharge.remove', answer })
      .withReducer(rootReducer, personStateWith({ active: sessionOf(bruno) }))
      .put(authorizationRequested('serviceCharge.remove'))
      .dispatch(authorizationGranted('authorization-1'))
      .run();
    expect(answer).toHaveBeenCalledWith('authorization-1');
  });

  it.each([
    ['cancelled', authorizationCancelled()],
    ['the device locked meanwhile', personLocked('idle')],
  ])('%s, answers nothing to authorize', async (_case, ending) => {
    const answer = jest.fn();
    await expectSaga(answerAuthorization, { permission: 'invoices.merge', answer })
      .withReducer(rootReducer, personStateWith({ active: sessionOf(bruno) }))
      .dispatch(ending)
      .run();
    expect(answer).toHaveBeenCalledWith(null);
  });

  it("sends the manager's PIN with the permission waiting", async () => {
    const state = rootReducer(personStateWith({ active: sessionOf(bruno) }), authorizationRequested('serviceCharge.remove'));
    await expectSaga(authorizeWaitingAction, authorizationPinSubmitted('1234'))
      .withReducer(rootReducer, state)
      .provide([
        [
          matchers.call(api.authorizeAction, scope, '1234', 'serviceCharge.remove'),
          { authorizationToken: 'authorization-1', by: carla, permission: 'serviceCharge.remove' },
        ],
      ])
      .put(authorizationGranted('authorization-1'))
      .run();
  });

  it("refused, shows the server's words in the dialog", async () => {
    const state = rootReducer(personStateWith({ active: sessionOf(bruno) }), authorizationRequested('serviceCharge.remove'));
    const refused = new ApiError(403, 'authorization_refused', STAFF_MESSAGES.authorizationRefused);
    await expectSaga(authorizeWaitingAction, authorizationPinSubmitted('2222'))
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(api.authorizeAction), throwError(refused)]])
      .put(authorizationPinRefused({ message: 'Este PIN não pode autorizar esta ação.', lockedUntil: null }))
      .run();
  });
});
