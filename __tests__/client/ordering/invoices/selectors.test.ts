import type { RootState } from '@/app/rootReducer';
import { selectInvoiceListRows } from '@/ordering/invoices/selectors';
import reducer, { initialInvoicesState, invoiceLoaded, listLoaded, listLoadRequested, moreLoaded, type InvoicesState } from '@/ordering/invoices/slice';
import { anInvoice, anOrder } from '../../features/invoices/fixtures';

const older = anInvoice({ id: 1, createdAt: '2025-03-14T12:00:00.000Z' });
const newer = anInvoice({ id: 2, createdAt: '2025-03-14T13:00:00.000Z' });
const oldest = anInvoice({ id: 3, createdAt: '2025-03-13T09:00:00.000Z' });

const rootOf = (invoices: InvoicesState) => ({ invoices }) as RootState;
const listed = reducer(reducer(initialInvoicesState(), listLoadRequested()), listLoaded({ invoices: [newer, older], count: 3 }));

describe('selectInvoiceListRows', () => {
  it('gives the listed invoices in list order, with their creation times', () => {
    expect(selectInvoiceListRows(rootOf(listed))).toEqual([
      { id: 2, createdAt: newer.createdAt },
      { id: 1, createdAt: older.createdAt },
    ]);
  });

  it('keeps the same rows when a tile loads its invoice, so the list is not grouped again', () => {
    const before = selectInvoiceListRows(rootOf(listed));
    const loaded = reducer(listed, invoiceLoaded({ ...older, orders: [anOrder({ invoiceId: older.id })] }));
    expect(loaded.entities[1]?.orders).toHaveLength(1);
    expect(selectInvoiceListRows(rootOf(loaded))).toBe(before);
  });

  it('gives new rows when the list itself changes', () => {
    const before = selectInvoiceListRows(rootOf(listed));
    const more = reducer(listed, moreLoaded({ invoices: [oldest], count: 3, offset: 2, generation: listed.generation }));
    const after = selectInvoiceListRows(rootOf(more));
    expect(after).not.toBe(before);
    expect(after.map((row) => row.id)).toEqual([2, 1, 3]);
  });
});
