import type { ComponentType } from 'react';
import { paneAt } from '@/shared/layout/Workspace';
import { paths, type RouteName } from '@/shared/routing/paths';
import { routesForLayout } from '@/app/routes';

const Page: ComponentType = () => null;
const routes: Array<[RouteName, ComponentType]> = [
  ['Orders', Page],
  ['ChangeOrderFilters', Page],
  ['OrderDetails', Page],
  ['Invoices', Page],
  ['InvoiceDetails', Page],
  ['OrderPayments', Page],
  ['ChangeOrderPaymentFilters', Page],
  ['More', Page],
  ['Tables', Page],
];

describe('routes for a phone and for a counter tablet (routesForLayout)', () => {
  it('keeps every spec route on a phone', () => {
    expect(routesForLayout(routes, false).map(([, , path]) => path)).toEqual(routes.map(([name]) => paths[name]));
  });

  it('serves each list, its records and its filters from one route on a wide screen', () => {
    expect(routesForLayout(routes, true).map(([name, , path]) => [name, path])).toEqual([
      ['Orders', '/orders/*'],
      ['Invoices', '/invoices/*'],
      ['OrderPayments', '/orderPayments/*'],
      // Its address lies outside '/orderPayments/' (spec section 2), so it stays a page of its own.
      ['ChangeOrderPaymentFilters', paths.ChangeOrderPaymentFilters],
      ['More', paths.More],
      // Salão keeps the comanda of the table tapped beside the map.
      ['Tables', '/tables/*'],
    ]);
  });
});

describe('what the right pane shows (paneAt)', () => {
  const panes = [paths.ChangeOrderFilters, paths.OrderDetails];

  it('shows nothing on the list itself', () => {
    expect(paneAt('/orders', paths.Orders, panes)).toBeNull();
  });

  it('shows the filters, or the record the address names', () => {
    expect(paneAt('/orders/filters', paths.Orders, panes)).toEqual({ path: paths.ChangeOrderFilters, params: {} });
    expect(paneAt('/orders/12', paths.Orders, panes)).toEqual({ path: paths.OrderDetails, params: { orderId: '12' } });
  });

  it('names nothing for another tab or an id that is not a whole number, so the pane keeps what it showed', () => {
    expect(paneAt('/invoices/3', paths.Orders, panes)).toBeUndefined();
    expect(paneAt('/orders/abc', paths.Orders, panes)).toBeUndefined();
  });
});
