import type { RootState } from '@/app/rootReducer';

/** 'Dividir conta' open on a comanda; null when closed, or before the comanda's screen installed the split. */
export const selectSplitDialog = (state: RootState) => state.invoiceSplit?.splitDialog ?? null;
