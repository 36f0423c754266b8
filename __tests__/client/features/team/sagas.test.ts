import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { teamChanged, teamSaga } from '@/features/team/sagas';
import { membersFailed, membersLoaded } from '@/features/team/slice';
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
    const changed = { ...bruno, active: false };
    await expectSaga(teamSaga)
      .provide([
        [matchers.call(shopScope), scope],
        [matchers.call(api.fetchMembers, scope), [carla, changed]],
      ])
      .put(membersLoaded([carla, changed]))
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
