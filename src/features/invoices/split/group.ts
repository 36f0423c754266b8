import invoiceSplit from './slice';
import { invoiceSplitSaga } from './sagas';
import type { FeatureGroup } from '@/shared/featureGroups/featureGroup';

/**
 * 'Dividir conta': the split dialog's state and the saga that opens it, installed by the comanda's screen
 * (InvoiceDetails) rather than loaded with Pedidos. What was paid and the part sent to the server stay in the
 * comandas' module (ordering/invoices), which 'Confirmar pagamento' and the tiles read too.
 */
export const invoiceSplitReducers = { invoiceSplit };

export const invoiceSplitGroup = {
  name: 'invoiceSplit',
  reducers: invoiceSplitReducers,
  saga: invoiceSplitSaga,
} satisfies FeatureGroup;
