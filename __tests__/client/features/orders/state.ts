import type { Order } from '@contract/ordering';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { injectSignedInReducers } from '../../support/signedInFeatures';
import type { OrderFilters } from '@/ordering/orders/rules';
import { ordersLoaded } from '@/ordering/orders/slice';
import { initialOrdersViewState, ordersLoadRequested } from '@/features/orders/view/slice';
import type { LiveStatus } from '@/live/liveSlice';
import { accountToken, shopUnit } from './fixtures';

injectSignedInReducers();

interface Options {
  list?: Order[];
  count?: number;
  filters?: OrderFilters;
  live?: LiveStatus;
  signedIn?: boolean;
}

/** A signed-in state whose orders and Pedidos' list went through the real reducers. */
export function stateWith(options: Options = {}): RootState {
  const base = rootReducer(undefined, { type: 'init' }) as RootState;
  const auth = options.signedIn === false ? base.auth : { ...base.auth, userToken: 'user-token', accountToken, businessUnit: shopUnit };
  const ordersView = { ...initialOrdersViewState, filters: options.filters ?? initialOrdersViewState.filters };
  let state: RootState = { ...base, auth, live: { ...base.live, status: options.live ?? 'connected' }, ordersView };
  if (options.list) {
    state = rootReducer(state, ordersLoadRequested()) as RootState;
    state = rootReducer(state, ordersLoaded({ orders: options.list, count: options.count ?? options.list.length })) as RootState;
  }
  return state;
}
