import type { PixCharge } from '@contract/ordering';
import type { PixSettings } from '@contract/payments';
import { shopPathOf } from '@contract/paths';
import { request } from '@/shared/api/client';
import { ApiError } from '@/shared/api/errors';
import type { ShopScope } from '@/shared/session/scope';

const pixOf = (scope: ShopScope) => `${shopPathOf('payments', scope)}/pix`;

/** The shop's Pix receiver; null while it has none. */
export function fetchPixSettings(scope: ShopScope): Promise<PixSettings | null> {
  return request<PixSettings | null>('GET', pixOf(scope));
}

export function savePixSettings(scope: ShopScope, settings: PixSettings): Promise<PixSettings> {
  return request<PixSettings>('PUT', pixOf(scope), { json: settings });
}

/** Forgets the shop's key: its comandas then show no Pix code, and customers cannot ask to pay by Pix. */
export function deletePixSettings(scope: ShopScope): Promise<void> {
  return request<void>('DELETE', pixOf(scope));
}

/**
 * A comanda's Pix code for what it owes, or for one part of it ('Dividir conta'); null when there is none to show:
 * the shop has no Pix key, or the comanda has nothing left to pay.
 */
export async function fetchPixCharge(scope: ShopScope, invoiceId: number, amount?: number): Promise<PixCharge | null> {
  try {
    const query = amount === undefined ? undefined : { amount };
    return await request<PixCharge>('GET', `${shopPathOf('ordering', scope)}/invoices/${invoiceId}/pix`, { query });
  } catch (error) {
    if (error instanceof ApiError && (error.conflict === 'pix_not_configured' || error.conflict === 'nothing_to_pay')) return null;
    throw error;
  }
}
