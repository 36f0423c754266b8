import type { Order } from '@contract/ordering';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { injectSignedInReducers } from '../../support/signedInFeatures';
import type { OrderFilters } from '@/ordering/orders/rules';
import ordersReducer, { initialOrdersState, ordersLoaded, ordersLoadRequested } from '@/ordering/orders/slice';
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

/** A signed-in state whose orders slice went through the real reducer. */
export function stateWith(options: Options = {}): RootState {
  const base = rootReducer(undefined, { type: 'init' }) as RootState;
  let orders = { ...initialOrdersState, filters: options.filters ?? initialOrdersState.filters };
  if (options.list) {
    orders = ordersReducer(orders, ordersLoadRequested());
    orders = ordersReducer(orders, ordersLoaded({ orders: options.list, count: options.count ?? options.list.length }));
  }
  const auth = options.signedIn === false ? base.auth : { ...base.auth, userToken: 'user-token', accountToken, businessUnit: shopUnit };
  return { ...base, auth, live: { ...base.live, status: options.live ?? 'connected' }, orders };
}
