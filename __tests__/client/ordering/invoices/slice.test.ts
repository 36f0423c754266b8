import reducer, {
  detailsClosed,
  detailsOpened,
  initialInvoicesState,
  invoiceLoaded,
  invoiceLoadFailed,
  invoiceLoadRequested,
  listLoaded,
  paymentConfirmationFailed,
  paymentConfirmationRequested,
  paymentConfirmed,
  type InvoicesState,
} from '@/ordering/invoices/slice';
import { signedOut } from '@/shared/session/events';
import { anInvoice, anOrder } from '../../features/invoices/fixtures';

const older = anInvoice({ id: 1, createdAt: '2025-03-14T12:00:00.000Z' });
const newer = anInvoice({ id: 2, createdAt: '2025-03-14T13:00:00.000Z' });

const loadedList = (): InvoicesState => reducer(initialInvoicesState(), listLoaded({ invoices: [newer, older], count: 2, offset: 0, refreshed: false }));

describe('invoices slice: the comandas held and the commands on them', () => {
  it('remembers which invoice the details screen shows, for reloads after a reconnect', () => {
    let state = reducer(initialInvoicesState(), detailsOpened(4));
    expect(state.openId).toBe(4);
    state = reducer(state, detailsClosed(3));
    expect(state.openId).toBe(4);
    expect(reducer(state, detailsClosed(4)).openId).toBeNull();
  });

  it('tracks each load by id', () => {
    let state = reducer(initialInvoicesState(), invoiceLoadRequested(5));
    expect(state.loads[5]).toEqual({ status: 'pending', error: null });
    state = reducer(state, invoiceLoadFailed({ id: 5, error: 'Comanda não encontrada.' }));
    expect(state.loads[5]).toEqual({ status: 'error', error: 'Comanda não encontrada.' });
    state = reducer(state, invoiceLoaded(anInvoice({ id: 5 })));
    expect(state.loads[5]).toEqual({ status: 'resolved', error: null });
  });

  it('holds every invoice of a page of the list, and forgets them all on sign-out', () => {
    const state = loadedList();
    expect(state.ids).toEqual([2, 1]);
    expect(reducer(state, signedOut())).toEqual(initialInvoicesState());
  });

  it('updates an invoice in place and keeps the orders a list row lacks', () => {
    let state = reducer(loadedList(), invoiceLoaded({ ...newer, orders: [anOrder()] }));
    state = reducer(state, listLoaded({ invoices: [{ ...newer, status: 'closing' }, older], count: 2, offset: 0, refreshed: true }));
    expect(state.entities[2]?.status).toBe('closing');
    expect(state.entities[2]?.orders).toHaveLength(1);
  });

  it('marks a closing as pending, then done or failed with its step', () => {
    let state = reducer(loadedList(), paymentConfirmationRequested(2));
    expect(state.pendingClose[2]).toBe(true);
    state = reducer(state, paymentConfirmed({ ...newer, status: 'closed' }));
    expect(state.pendingClose[2]).toBeUndefined();
    expect(state.entities[2]?.status).toBe('closed');
    state = reducer(reducer(state, paymentConfirmationRequested(1)), paymentConfirmationFailed({ id: 1, step: 'informPayment' }));
    expect(state.pendingClose[1]).toBeUndefined();
    expect(state.closeFailures[1]).toBe('informPayment');
  });
});
