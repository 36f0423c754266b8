import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { Invoice } from '@contract/ordering';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { injectFeatureReducers } from '@/app/signedIn/install';
import * as api from '@/features/tables/api';
import { tablesGroup } from '@/features/tables/group';
import { LAYOUT_SAVE_FAILED, loadNewComanda, loadRoom, saveLayout } from '@/features/tables/sagas';
import tablesReducer, { layoutSaved, layoutSaveFailed, roomLoaded, roomOpened, tablesArranged } from '@/features/tables/slice';
import { liveEventReceived } from '@/live/events';
import { ApiError } from '@/shared/api/errors';
import invoicesReducer, { invoiceLoadRequested, openComandasLoaded } from '@/ordering/invoices/slice';
import { errorMessagesOf, scope, shopState } from '../settings/shopState';
import { invoice } from '../orders/fixtures';

injectFeatureReducers(tablesGroup);

const comanda = (id: number, status: Invoice['status'] = 'open'): Invoice =>
  invoice({ id, code: String(id), name: 'Cliente', mobile: null, email: null, createdAt: '2026-11-27T12:00:00.000Z', status, total: 25, orders: [] });

const codes = [{ id: 1, location: 'Mesa 1', active: true }];
const putActions = (effects: { put?: { payload: { action: { type: string } } }[] }) => (effects.put ?? []).map((effect) => effect.payload.action);

describe('Salão sagas', () => {
  it('loads the tables, the layout and the comandas at tables, and reloads a held one the server no longer lists', async () => {
    // The device held comanda 9 as open: it was closed while the link was down.
    const state = shopState({ invoices: invoicesReducer(undefined, openComandasLoaded([comanda(9)])) } as Partial<RootState>);
    const { effects } = await expectSaga(loadRoom)
      .withState(state)
      .provide([
        [matchers.call(api.fetchQrCodePlaces, scope), codes],
        [matchers.call(api.fetchTableLayout, scope), { qrcodeIds: [1] }],
        [matchers.call(api.fetchOpenComandas, scope), [comanda(10)]],
      ])
      .run();
    expect(putActions(effects)).toEqual([
      openComandasLoaded([comanda(10)]),
      roomLoaded({ codes, layout: { qrcodeIds: [1] } }),
      invoiceLoadRequested(9),
    ]);
  });

  it('keeps the map through a failed load, saying what failed', async () => {
    const { effects } = await expectSaga(loadRoom)
      .withState(shopState())
      .provide([[matchers.call.fn(api.fetchQrCodePlaces), throwError(new ApiError(0, 'network', 'Sem conexão.'))], [matchers.call.fn(api.fetchTableLayout), { qrcodeIds: [] }], [matchers.call.fn(api.fetchOpenComandas), []]])
      .run();
    expect(putActions(effects).map((action) => action.type)).toEqual(['tables/roomLoadFailed']);
  });

  it('loads a comanda it does not hold when a live event names it, once the map was shown', async () => {
    const shown = shopState({ tables: tablesReducer(undefined, roomOpened()) } as Partial<RootState>);
    const news = liveEventReceived({ channel: 'invoice', event: 'created', id: 33 });
    await expectSaga(loadNewComanda, news).withState(shown).put(invoiceLoadRequested(33)).run();
    // Before the map was ever shown nothing is loaded for it.
    const { effects } = await expectSaga(loadNewComanda, news).withState(shopState()).run();
    expect(putActions(effects)).toEqual([]);
  });

  it('saves a new order, and puts the one before back when the server refuses it', async () => {
    await expectSaga(saveLayout, [1, 2], tablesArranged([2, 1]))
      .withReducer(rootReducer, shopState())
      .provide([[matchers.call(api.saveTableLayout, scope, [2, 1]), { qrcodeIds: [2, 1] }]])
      .put(layoutSaved({ qrcodeIds: [2, 1] }))
      .run();
    const refused = await expectSaga(saveLayout, [1, 2], tablesArranged([2, 1]))
      .withState(shopState())
      .provide([[matchers.call.fn(api.saveTableLayout), throwError(new ApiError(400, 'bad_request', 'body qrcodeIds'))]])
      .put(layoutSaveFailed([1, 2]))
      .run();
    expect(errorMessagesOf(putActions(refused.effects))).toEqual([LAYOUT_SAVE_FAILED]);
  });
});
