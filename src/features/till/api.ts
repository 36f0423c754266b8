import { shopPathOf } from '@contract/paths';
import type { CloseTillBody, CurrentTill, OpenTillBody, Till, TillList, TillMovementBody } from '@contract/till';
import { request } from '@/shared/api/client';
import type { ShopScope } from '@/shared/session/scope';

// Every call names the device (the API client adds DEVICE_HEADER): the current till is this device's.
const tillsPath = (scope: ShopScope) => `${shopPathOf('ordering', scope)}/tills`;

/** The till open on this device, or none. */
export function fetchCurrentTill(scope: ShopScope): Promise<CurrentTill> {
  return request<CurrentTill>('GET', `${tillsPath(scope)}/current`);
}

/** The tills opened on a shop day (YYYY-MM-DD), open and closed, the latest first. */
export function fetchTills(scope: ShopScope, date: string): Promise<TillList> {
  return request<TillList>('GET', tillsPath(scope), { query: { date } });
}

export function openTill(scope: ShopScope, body: OpenTillBody, idempotencyKey: string): Promise<Till> {
  return request<Till>('POST', tillsPath(scope), { json: body, idempotencyKey });
}

export function recordMovement(scope: ShopScope, id: number, body: TillMovementBody, idempotencyKey: string): Promise<Till> {
  return request<Till>('POST', `${tillsPath(scope)}/${id}/movements`, { json: body, idempotencyKey });
}

export function closeTill(scope: ShopScope, id: number, body: CloseTillBody, idempotencyKey: string): Promise<Till> {
  return request<Till>('POST', `${tillsPath(scope)}/${id}/closing`, { json: body, idempotencyKey });
}
