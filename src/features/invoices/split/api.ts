import { shopPathOf } from '@contract/paths';
import type { ShopPaymentMethodDto } from '@contract/payments';
import { methodsOfCatalogueIds, type InvoicePaymentMethod } from '@contract/payment-methods';
import { request } from '@/shared/api/client';
import type { ShopScope } from '@/shared/session/scope';

/** The methods the shop accepts (its catalogue entries, by id): what a part may be paid by. */
export async function fetchAcceptedMethods(scope: ShopScope): Promise<InvoicePaymentMethod[]> {
  const bound = await request<ShopPaymentMethodDto[]>('GET', `${shopPathOf('payments', scope)}/payment-methods`);
  return methodsOfCatalogueIds(bound.map((method) => method.paymentMethodId));
}
