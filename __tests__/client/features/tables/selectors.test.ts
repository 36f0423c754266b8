import type { TableCall } from '@contract/calls';
import type { Invoice, Order } from '@contract/ordering';
import type { RootState } from '@/app/rootReducer';
import { injectFeatureReducers } from '@/app/signedIn/install';
import { tablesGroup } from '@/features/tables/group';
import { selectTablePlaces, selectTableTiles } from '@/features/tables/selectors';
import tablesReducer, { layoutSaveFailed, roomLoaded, tablesArranged } from '@/features/tables/slice';
import callsReducer, { callsLoaded } from '@/ordering/calls/slice';
import invoicesReducer, { invoiceLoaded, listLoaded, openComandasLoaded } from '@/ordering/invoices/slice';
import invoicesViewReducer from '@/features/invoices/list/slice';
import ordersReducer from '@/ordering/orders/slice';
import { orderReceived } from '@/ordering/orders/slice';
import { shopState } from '../settings/shopState';
import { invoice, order as orderOf } from '../orders/fixtures';

injectFeatureReducers(tablesGroup);

const comanda = (id: number, location: string, orders: Order[], extra: Partial<Invoice> = {}): Invoice =>
  invoice({ id, code: String(id), name: 'Cliente', mobile: null, email: null, location, createdAt: '2026-11-27T12:00:00.000Z', total: 25, orders, ...extra });

const order = (id: number, invoiceId: number, status: Order['status'], extra: Partial<Order> = {}): Order =>
  orderOf({ id, invoiceId, code: String(id), total: 25, createdAt: '2026-11-27T12:00:00.000Z', authorizedAt: '2026-11-27T12:00:00.000Z', status, items: [], locations: [], ...extra });

const codes = [
  { id: 1, location: 'Mesa 1', active: true },
  { id: 2, location: 'Mesa 2', active: true },
  { id: 3, location: 'Mesa 3', active: true },
];

function roomState(invoices: Invoice[], orders: Order[] = [], calls: TableCall[] = [], layout = [3, 1, 2]): RootState {
  return shopState({
    tables: tablesReducer(undefined, roomLoaded({ codes, layout: { qrcodeIds: layout } })),
    invoices: invoicesReducer(undefined, openComandasLoaded(invoices)),
    orders: orders.reduce((state, entry) => ordersReducer(state, orderReceived(entry)), ordersReducer(undefined, { type: 'init' })),
    tableCalls: callsReducer(undefined, callsLoaded(calls)),
  } as Partial<RootState>);
}

describe("Salão's tiles from the ordering store", () => {
  it('lays the tables out in the saved order, each with the state its comanda, orders and calls give', () => {
    const state = roomState(
      [comanda(10, 'Mesa 1', [order(100, 10, 'authorized')]), comanda(11, 'Mesa 2', [order(101, 11, 'completed')], { status: 'closing', paymentMethod: 'cash' })],
      [],
      [
        {
          id: 5,
          qrcodeId: 3,
          location: 'Mesa 3',
          reason: 'waiter',
          status: 'open',
          createdAt: '2026-11-27T12:10:00.000Z',
          claimedAt: null,
          claimedBy: null,
          doneAt: null,
          doneBy: null,
        },
      ],
    );
    expect(selectTableTiles(state).map((tile) => [tile.location, tile.state, tile.openAmount])).toEqual([
      ['Mesa 3', 'calling', 0],
      ['Mesa 1', 'occupied', 25],
      ['Mesa 2', 'billRequested', 25],
    ]);
  });

  it('follows a live order the orders store received after the comanda was loaded', () => {
    const state = roomState([comanda(10, 'Mesa 1', [order(100, 10, 'authorized')])], [order(100, 10, 'started', { startedAt: '2026-11-27T12:05:00.000Z' })]);
    expect(selectTableTiles(state).find((tile) => tile.location === 'Mesa 1')).toMatchObject({ state: 'preparing', since: '2026-11-27T12:05:00.000Z' });
  });

  it('frees the table when its comanda is reloaded closed', () => {
    const open = roomState([comanda(10, 'Mesa 1', [order(100, 10, 'completed')], { status: 'closing', paymentMethod: 'cash' })]);
    const closed = { ...open, invoices: invoicesReducer(open.invoices, invoiceLoaded(comanda(10, 'Mesa 1', [order(100, 10, 'completed')], { status: 'closed', closedAt: '2026-11-27T13:00:00.000Z' }))) };
    expect(selectTableTiles(closed).find((tile) => tile.location === 'Mesa 1')).toMatchObject({ state: 'free', invoiceId: null, openAmount: 0 });
  });

  it('keeps the comandas it loads out of the Comandas list', () => {
    const page = listLoaded({ invoices: [], count: 0, offset: 0, refreshed: false });
    const loaded = openComandasLoaded([comanda(10, 'Mesa 1', [])]);
    const list = invoicesViewReducer(invoicesViewReducer(undefined, page), loaded);
    expect(list.rows).toEqual([]);
    expect(invoicesReducer(invoicesReducer(undefined, page), loaded).entities[10]?.location).toBe('Mesa 1');
  });

  it('shows a dragged order at once and goes back to the saved one when the server refuses it', () => {
    const state = roomState([]);
    const arranged = { ...state, tables: tablesReducer(state.tables, tablesArranged([2, 3, 1])) };
    expect(selectTablePlaces(arranged).map((place) => place.location)).toEqual(['Mesa 2', 'Mesa 3', 'Mesa 1']);
    // A reload answering meanwhile does not undo the drag before the save is answered.
    const reloaded = { ...arranged, tables: tablesReducer(arranged.tables, roomLoaded({ codes, layout: { qrcodeIds: [3, 1, 2] } })) };
    expect(selectTablePlaces(reloaded).map((place) => place.location)).toEqual(['Mesa 2', 'Mesa 3', 'Mesa 1']);
    const refused = { ...reloaded, tables: tablesReducer(reloaded.tables, layoutSaveFailed([3, 1, 2])) };
    expect(selectTablePlaces(refused).map((place) => place.location)).toEqual(['Mesa 3', 'Mesa 1', 'Mesa 2']);
  });
});
