import { shopPathOf } from '@contract/paths';
import type { ShopPaymentMethodDto } from '@contract/payments';
import { request } from '@/shared/api/client';
import type { ShopScope } from '@/shared/session/scope';

/** The catalogue names of the methods the shop accepts ('Dinheiro', 'Pix'…): what a part may be paid by. */
export async function fetchAcceptedMethodNames(scope: ShopScope): Promise<string[]> {
  const methods = await request<ShopPaymentMethodDto[]>('GET', `${shopPathOf('payments', scope)}/payment-methods`);
  return methods.map((method) => method.name);
}
