import type { Action } from '@reduxjs/toolkit';
import { runSaga, stdChannel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@/app/rootReducer';
import * as api from '@/features/settings/api';
import { loadShopSettings, saveShopSettings, shopSettingsSaga } from '@/features/settings/sagas';
import reducer, { escalationLoaded, loaded, loadFailed, loadRequested, saved, saveFailed, saveRequested } from '@/features/settings/slice';
import { ApiError } from '@/shared/api/errors';
import { signedOut } from '@/shared/session/events';
import { ACCOUNT_ID, errorMessagesOf, scope, shopState, SHOP_ID } from './shopState';

const record: api.ShopSettings = { id: 3, providerId: ACCOUNT_ID, businessUnitId: SHOP_ID, menuType: 1, serviceChargePercent: null };
const lite: api.ShopSettingsChange = { menuType: 0, serviceChargePercent: null };

const stateWith = (saved: api.ShopSettings | null): RootState =>
  shopState({ shopSettings: reducer(reducer(undefined, loadRequested()), loaded(saved)) });

describe('shop settings sagas', () => {
  it.each([
    ['the saved record', record],
    ['null for a shop that never saved any', null],
  ])('loads %s', async (_case, saved) => {
    await expectSaga(loadShopSettings)
      .withState(shopState())
      .provide([[matchers.call(api.fetchShopSettings, scope), saved]])
      .put(loaded(saved))
      .run();
  });

  it("shows a refused token as 'Unauthorized' (spec 8) without ending the session", async () => {
    await expectSaga(loadShopSettings)
      .withState(shopState())
      .provide([[matchers.call.fn(api.fetchShopSettings), throwError(new ApiError(401, 'unauthorized', 'Unauthorized'))]])
      .put(loadFailed('Unauthorized'))
      .not.put(signedOut())
      .run();
  });

  it("creates the record the first time and updates it afterwards, confirming 'Alterações salvas.'", async () => {
    const created = { ...record, menuType: 0 as const };
    await expectSaga(saveShopSettings, saveRequested(lite))
      .withState(stateWith(null))
      .provide([[matchers.call(api.createShopSettings, scope, lite), created]])
      .put(saved(created))
      .run();
    await expectSaga(saveShopSettings, saveRequested(lite))
      .withState(stateWith(record))
      .provide([[matchers.call(api.updateShopSettings, scope, 3, lite), created]])
      .put(saved(created))
      .put.like({ action: { type: 'notifications/successRaised', payload: { message: 'Alterações salvas.' } } })
      .not.call.fn(api.createShopSettings)
      .run();
  });

  it("says 'Não foi possível alterar.' and keeps the saved mode when saving fails", async () => {
    const { effects, storeState } = await expectSaga(saveShopSettings, saveRequested(lite))
      .withReducer(rootReducer, stateWith(record))
      .provide([[matchers.call.fn(api.updateShopSettings), throwError(new ApiError(500, 'internal', 'x'))]])
      .put(saveFailed())
      .run();
    expect((storeState as RootState).shopSettings.record).toEqual(record);
    expect(errorMessagesOf(effects.put.map((effect) => effect.payload.action))).toEqual(['Não foi possível alterar.']);
  });

  it('saves once for a double tap', async () => {
    const dto = { id: 3, accountId: ACCOUNT_ID, shopId: SHOP_ID, menuType: 1 };
    const answer = { ok: true, status: 200, text: async () => JSON.stringify(dto) };
    const fetchMock = jest.fn(() => new Promise((resolve) => setTimeout(() => resolve(answer), 50)));
    const realFetch = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    // A real channel: expectSaga buffers actions the saga is not taking, which is not what a store does.
    const channel = stdChannel();
    let state = stateWith(record);
    const task = runSaga(
      { channel, dispatch: (action: Action) => (state = rootReducer(state, action) as RootState), getState: () => state },
      shopSettingsSaga,
    );
    try {
      channel.put(saveRequested({ menuType: 1, serviceChargePercent: null }));
      channel.put(saveRequested({ menuType: 1, serviceChargePercent: null }));
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(state.shopSettings.save).toBe('done');
    } finally {
      task.cancel();
      global.fetch = realFetch;
    }
  });

  it('forgets everything on sign-out', () => {
    const withEscalation = reducer(stateWith(record).shopSettings, escalationLoaded(10));
    const state = reducer(withEscalation, signedOut());
    expect(state).toEqual({
      record: null,
      status: 'idle',
      error: null,
      save: 'idle',
      escalation: { minutes: null, status: 'idle', save: 'idle' },
      callEscalation: { minutes: null, status: 'idle', save: 'idle' },
    });
  });
});
