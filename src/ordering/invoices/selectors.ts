import type { RootState } from '@/app/rootReducer';
import { invoicesAdapter, type RecordLoad } from './slice';

const selectState = (state: RootState) => state.invoices;

export const { selectById: selectInvoiceById, selectEntities: selectInvoiceEntities } = invoicesAdapter.getSelectors(selectState);

export const selectOpenInvoiceId = (state: RootState) => state.invoices.openId;

const idleLoad: RecordLoad = { status: 'idle', error: null };
export const selectInvoiceLoad = (state: RootState, id: number): RecordLoad => state.invoices.loads[id] ?? idleLoad;

export const selectIsClosingInvoice = (state: RootState, id: number): boolean => Boolean(state.invoices.pendingClose[id]);

export const selectIsRemovingServiceCharge = (state: RootState, id: number): boolean => Boolean(state.invoices.removingServiceCharge[id]);

/** A part of the comanda on its way to the server ('Dividir conta', 'Registrar parcial'). */
export const selectIsPayingPart = (state: RootState, id: number): boolean => Boolean(state.invoices.payingPart[id]);
