import { shopPathOf } from '@contract/paths';
import type { Invoice } from '@contract/ordering';
import type { ShopPaymentMethodDto } from '@contract/payments';
import { methodsOfCatalogueIds, type InvoicePaymentMethod } from '@contract/payment-methods';
import { request } from '@/shared/api/client';
import type { ShopScope } from '@/shared/session/scope';
import type { SplitChange } from './rules';

/** The methods the shop accepts (its catalogue entries, by id): what a part may be paid by. */
export async function fetchAcceptedMethods(scope: ShopScope): Promise<InvoicePaymentMethod[]> {
  const bound = await request<ShopPaymentMethodDto[]>('GET', `${shopPathOf('payments', scope)}/payment-methods`);
  return methodsOfCatalogueIds(bound.map((method) => method.paymentMethodId));
}

/** Sets the comanda's split, kept on the server for every device; answers the comanda with it. */
export function setSplit(scope: ShopScope, invoiceId: number, change: SplitChange): Promise<Invoice> {
  return request<Invoice>('PUT', `${shopPathOf('ordering', scope)}/invoices/${invoiceId}/split`, { json: change });
}
