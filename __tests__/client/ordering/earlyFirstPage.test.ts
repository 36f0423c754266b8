import { expectSaga } from 'redux-saga-test-plan';
import { signedInStartedOn } from '@/shared/featureGroups/install';
import { loadFirstPageEarly as loadInvoicesEarly, onReconnected } from '@/features/invoices/list/sagas';
import { listLoaded } from '@/ordering/invoices/slice';
import { listLoadRequested, listRefreshRequested } from '@/features/invoices/list/slice';
import { loadFirstPageEarly as loadOrdersEarly, resyncList } from '@/features/orders/view/sagas';
import { ordersLoaded } from '@/ordering/orders/slice';
import { ordersLoadRequested, ordersRefreshRequested } from '@/features/orders/view/slice';
import { rootReducer } from '@/app/rootReducer';
import { shopState } from '../features/settings/shopState';

describe('the first page of the screen the app starts on', () => {
  it('loads Pedidos at once on a start at /orders or /, and nothing on another screen', async () => {
    for (const path of ['/orders', '/']) {
      await expectSaga(loadOrdersEarly, signedInStartedOn(path)).withState(shopState()).put(ordersLoadRequested()).run();
    }
    await expectSaga(loadOrdersEarly, signedInStartedOn('/invoices')).withState(shopState()).not.put(ordersLoadRequested()).run();
  });

  it('loads Comandas at once on a start at /invoices', async () => {
    await expectSaga(loadInvoicesEarly, signedInStartedOn('/invoices')).withState(shopState()).put(listLoadRequested()).run();
    await expectSaga(loadInvoicesEarly, signedInStartedOn('/orders')).withState(shopState()).not.put(listLoadRequested()).run();
  });

  it('lets a first page on its way show before the room join reads the list again', async () => {
    const loading = rootReducer(shopState(), ordersLoadRequested());
    await expectSaga(resyncList)
      .withReducer(rootReducer, loading)
      .dispatch(ordersLoaded({ orders: [], count: 0 }))
      .put(ordersRefreshRequested())
      .run();
    const invoicesLoading = rootReducer(shopState(), listLoadRequested());
    await expectSaga(onReconnected)
      .withReducer(rootReducer, invoicesLoading)
      .dispatch(listLoaded({ invoices: [], count: 0, offset: 0, refreshed: false }))
      .put(listRefreshRequested())
      .run();
  });

  it('does not read the list again before the first page has come', async () => {
    const loading = rootReducer(shopState(), ordersLoadRequested());
    await expectSaga(resyncList).withReducer(rootReducer, loading).not.put(ordersRefreshRequested()).silentRun(50);
  });
});
