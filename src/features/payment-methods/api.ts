import { shopPathOf } from '@contract/paths';
import type { BindPaymentMethodBody, CataloguePaymentMethod, ShopPaymentMethodDto } from '@contract/payments';
import { request } from '@/shared/api/client';
import type { ShopScope } from '@/shared/session/scope';

export type PaymentMethod = ShopPaymentMethodDto;
export type CatalogueMethod = CataloguePaymentMethod;

const methodsOf = (scope: ShopScope) => `${shopPathOf('payments', scope)}/payment-methods`;

export function fetchCatalogue(): Promise<CatalogueMethod[]> {
  return request<CatalogueMethod[]>('GET', '/v2/payment/payments/payment-methods');
}

export function fetchPaymentMethods(shop: ShopScope): Promise<PaymentMethod[]> {
  return request<PaymentMethod[]>('GET', methodsOf(shop));
}

export function fetchPaymentMethod(shop: ShopScope, id: number): Promise<PaymentMethod> {
  return request<PaymentMethod>('GET', `${methodsOf(shop)}/${id}`);
}

export function bindPaymentMethod(shop: ShopScope, body: BindPaymentMethodBody): Promise<PaymentMethod> {
  return request<PaymentMethod>('POST', methodsOf(shop), { json: body });
}

export function updatePaymentMethod(shop: ShopScope, id: number, isPublic: boolean): Promise<PaymentMethod> {
  return request<PaymentMethod>('PUT', `${methodsOf(shop)}/${id}`, { json: { isPublic } });
}

export function removePaymentMethod(shop: ShopScope, id: number): Promise<void> {
  return request<void>('DELETE', `${methodsOf(shop)}/${id}`);
}
