import type { BindPaymentMethodBody, CataloguePaymentMethod, ShopPaymentMethodDto } from '../../../contract/payments';
import { request } from '../../shared/api/client';
import type { ProviderShop } from './selectors';

export type PaymentMethod = ShopPaymentMethodDto;
export type CatalogueMethod = CataloguePaymentMethod;

const methodsOf = ({ providerId, shopId }: ProviderShop) =>
  `/v2/payment/payments/providers/${providerId}/locations/${shopId}/payment-methods`;

export function fetchCatalogue(): Promise<CatalogueMethod[]> {
  return request<CatalogueMethod[]>('GET', '/v2/payment/payments/payment-methods');
}

export function fetchPaymentMethods(shop: ProviderShop): Promise<PaymentMethod[]> {
  return request<PaymentMethod[]>('GET', methodsOf(shop));
}

export function fetchPaymentMethod(shop: ProviderShop, id: number): Promise<PaymentMethod> {
  return request<PaymentMethod>('GET', `${methodsOf(shop)}/${id}`);
}

export function bindPaymentMethod(shop: ProviderShop, body: BindPaymentMethodBody): Promise<PaymentMethod> {
  return request<PaymentMethod>('POST', methodsOf(shop), { json: body });
}

export function updatePaymentMethod(shop: ProviderShop, id: number, isPublic: boolean): Promise<PaymentMethod> {
  return request<PaymentMethod>('PUT', `${methodsOf(shop)}/${id}`, { json: { isPublic } });
}

export function removePaymentMethod(shop: ProviderShop, id: number): Promise<void> {
  return request<void>('DELETE', `${methodsOf(shop)}/${id}`);
}
