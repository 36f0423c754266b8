import { type ComponentType } from 'react';
import OrdersPage from '@/features/orders/pages/OrdersPage';
import { pageChunks, type FeatureGroupChunk } from './pageChunks';
import { paths, type RouteName } from '@/shared/routing/paths';
import { customerScreens } from '@/shared/routing/customerScreens';
import { installFeatureGroup } from '@/shared/featureGroups/install';
import type { AppStore } from './store';
import { KioskWhenOn } from './layout/KioskWhenOn';
import { lazyChunk } from '@/shared/chunks/lazyChunk';

async function withFeatures<P>(store: AppStore, page: () => Promise<P>, features?: FeatureGroupChunk): Promise<P> {
  const [loaded, groups] = await Promise.all([page(), features?.()]);
  for (const group of [groups ?? []].flat()) installFeatureGroup(store, group);
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
    ...pageChunks
      .filter(([name]) => !customerScreens.includes(name))
      .map(([name, page, features]): [RouteName, ComponentType] => [name, lazyChunk(() => withFeatures(store, page, features))]),
  ];
}

/**
 * The screens customers see (`customerScreens`), by route name: the shell shows them outside the tabs, once the
 * live operations (`installLive`) and the screen's own state are in the store, in kiosk mode's full screen if on.
 */
export function customerRoutesFor(store: AppStore, installLive: () => Promise<void>): ReadonlyArray<[RouteName, ComponentType]> {
  return pageChunks
    .filter(([name]) => customerScreens.includes(name))
    .map(([name, page, features]): [RouteName, ComponentType] => [
      name,
      lazyChunk(async () => {
        await installLive();
        const { default: Page } = await withFeatures(store, page, features);
        return {
          default: function CustomerScreen() {
            return (
              <>
                <KioskWhenOn />
                <Page />
              </>
            );
          },
        };
      }),
    ]);
}

/**
 * From 768 px wide these lists, their records and their filters are one screen (WorkspacePage), so one route
 * serves them all and Ionic keeps a single page: the list stays mounted, scrolled where it was, while the address
 * changes. (A sibling page under the same path, such as /orders/filters, would not come back on 'back'.)
 */
const workspaceRoutes: Partial<Record<RouteName, { path: string; panes: RouteName[] }>> = {
  Orders: { path: `${paths.Orders}/*`, panes: ['OrderDetails', 'ChangeOrderFilters'] },
  Invoices: { path: `${paths.Invoices}/*`, panes: ['InvoiceDetails', 'ChangeInvoiceFilters'] },
  OrderPayments: { path: `${paths.OrderPayments}/*`, panes: [] },
  Tables: { path: `${paths.Tables}/*`, panes: [] },
};

/** Each screen with the path it answers on, for a phone or for a wide screen. */
export function routesForLayout(
  routes: ReadonlyArray<[RouteName, ComponentType]>,
  wide: boolean,
): Array<[RouteName, ComponentType, string]> {
  if (!wide) return routes.map(([name, page]) => [name, page, paths[name]]);
  const merged = new Set(Object.values(workspaceRoutes).flatMap((workspace) => workspace.panes));
  return routes
    .filter(([name]) => !merged.has(name))
    .map(([name, page]) => [name, page, workspaceRoutes[name]?.path ?? paths[name]]);
}
