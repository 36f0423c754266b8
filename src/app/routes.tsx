import { lazy, type ComponentType } from 'react';
import OrdersPage from '../features/orders/pages/OrdersPage';
import { pageChunks, type FeatureGroupChunk } from './pageChunks';
import type { RouteName } from './paths';
import { installFeatureGroup } from './signedIn/install';
import type { AppStore } from './store';

async function withFeatures<P>(store: AppStore, page: () => Promise<P>, features?: FeatureGroupChunk): Promise<P> {
  const [loaded, group] = await Promise.all([page(), features?.()]);
  if (group) installFeatureGroup(store, group);
  return loaded;
}

/**
 * The screens inside the tabs, by route name. Pedidos, where a signed-in start lands, comes with the tabs: one
 * chunk fewer to wait for, and better compressed. Every other page is its own chunk, fetched the first time it
 * opens, with the state and sagas it needs installed before it renders.
 */
export function tabRoutesFor(store: AppStore): ReadonlyArray<[RouteName, ComponentType]> {
  return [
    ['Orders', OrdersPage],
    ...pageChunks.map(([name, page, features]): [RouteName, ComponentType] => [
      name,
      lazy(() => withFeatures(store, page, features)),
    ]),
  ];
}
