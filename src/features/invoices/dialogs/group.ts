import invoiceDialogs from './slice';
import { invoiceDialogsSaga } from './sagas';
import type { FeatureGroup } from '@/shared/featureGroups/featureGroup';

/**
 * 'Confirmar pagamento' and 'Transferir/Juntar': the dialogs' state and the sagas that fill them, installed by the
 * comanda's screen (InvoiceDetails). The commands they send (closing, parts, moves) are the comandas' module's
 * (ordering/invoices), which the tiles and Salão follow too.
 */
export const invoiceDialogsReducers = { invoiceDialogs };

export const invoiceDialogsGroup = {
  name: 'invoiceDialogs',
  reducers: invoiceDialogsReducers,
  saga: invoiceDialogsSaga,
} satisfies FeatureGroup;
