import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { saveMemberSignIn, SIGN_IN_SAVED, teamChanged, teamSaga } from '@/features/team/sagas';
import { memberSignInFailed, memberSignInRequested, memberSignInSaved, membersFailed, membersLoaded } from '@/features/team/slice';
import { liveEventReceived, liveReconnected } from '@/live/events';
import * as api from '@/session/person/api';
import { ApiError } from '@/shared/api/errors';
import { shopScope } from '@/session/scope';
import { bruno, carla } from '../../session/person/fixtures';

const scope = { accountId: 7, shopId: 9 };

describe("'Equipe' follows the team live", () => {
  it('reads the team again when a person is added or changed elsewhere, or the link comes back, and on nothing else', () => {
    expect(teamChanged(liveEventReceived({ channel: 'team', event: 'updated', id: 2 }))).toBe(true);
    expect(teamChanged(liveReconnected())).toBe(true);
    expect(teamChanged(liveEventReceived({ channel: 'order', event: 'started', id: 2 }))).toBe(false);
  });

  it('shows the team as the server has it after a live change', async () => {
    const listed = [{ ...carla, email: null }, { ...bruno, active: false, email: 'bruno@exemplo.com.br' }];
    await expectSaga(teamSaga)
      .provide([
        [matchers.call(shopScope), scope],
        [matchers.call(api.fetchMembers, scope), listed],
      ])
      .put(membersLoaded(listed))
      .dispatch(liveEventReceived({ channel: 'team', event: 'updated', id: bruno.id }))
      .silentRun(50);
  });

  it('keeps the failure to show when the read fails', async () => {
    await expectSaga(teamSaga)
      .provide([
        [matchers.call(shopScope), scope],
        [matchers.call.fn(api.fetchMembers), throwError(new ApiError(0, 'network', 'Sem conexão com o servidor.'))],
      ])
      .put(membersFailed('Sem conexão com o servidor.'))
      .dispatch(liveReconnected())
      .silentRun(50);
  });
});

describe("a member's own e-mail sign-in ('Acesso com e-mail')", () => {
  it("saves it as typed, the e-mail as the server keeps it, and says 'Acesso com e-mail salvo.'", async () => {
    const signIn = { email: ' Bruno@Exemplo.com.br', password: 'senha-do-bruno' };
    await expectSaga(saveMemberSignIn, memberSignInRequested({ memberId: bruno.id, signIn }))
      .provide([
        [matchers.call(shopScope), scope],
        [matchers.call(api.saveMemberSignIn, scope, bruno.id, signIn), undefined],
      ])
      .put(memberSignInSaved({ memberId: bruno.id, email: 'bruno@exemplo.com.br' }))
      .put.like({ action: { payload: { message: SIGN_IN_SAVED } } })
      .run();
  });

  it('removes it, and a refusal keeps the server\'s words and the member as they were', async () => {
    await expectSaga(saveMemberSignIn, memberSignInRequested({ memberId: bruno.id, signIn: null }))
      .provide([
        [matchers.call(shopScope), scope],
        [matchers.call(api.removeMemberSignIn, scope, bruno.id), undefined],
      ])
      .put(memberSignInSaved({ memberId: bruno.id, email: null }))
      .run();
    const taken = new ApiError(409, 'email_taken', 'Este e-mail já é usado por outro acesso.');
    await expectSaga(saveMemberSignIn, memberSignInRequested({ memberId: bruno.id, signIn: { email: 'demo@exemplo.com.br', password: 'senha-qualquer' } }))
      .provide([
        [matchers.call(shopScope), scope],
        [matchers.call.fn(api.saveMemberSignIn), throwError(taken)],
      ])
      .put(memberSignInFailed(bruno.id))
      .not.put.actionType(memberSignInSaved.type)
      .put.like({ action: { payload: { message: 'Este e-mail já é usado por outro acesso.' } } })
      .run();
  });
});
