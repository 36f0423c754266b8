import type { RootState } from '@/app/rootReducer';

// The group is installed by the comanda's screen: before it opens there is no dialog to read.
export const selectClosingDialog = (state: RootState) => state.invoiceDialogs?.closingDialog ?? null;
export const selectMoveDialog = (state: RootState) => state.invoiceDialogs?.moveDialog ?? null;
