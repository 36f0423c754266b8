import { shopPathOf } from '@contract/paths';
import type { CloseTillBody, CorrectTillBody, CurrentTill, OpenTillBody, Till, TillList, TillMovementBody, TillSettings } from '@contract/till';
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

export function correctTill(scope: ShopScope, id: number, body: CorrectTillBody, idempotencyKey: string): Promise<Till> {
  return request<Till>('POST', `${tillsPath(scope)}/${id}/corrections`, { json: body, idempotencyKey });
}

/** 'Exigir caixa aberto': whether a payment needs an open till on its device. */
export function fetchTillSettings(scope: ShopScope): Promise<TillSettings> {
  return request<TillSettings>('GET', `${tillsPath(scope)}/settings`);
}

export function saveTillSettings(scope: ShopScope, settings: TillSettings): Promise<TillSettings> {
  return request<TillSettings>('PUT', `${tillsPath(scope)}/settings`, { json: settings });
}
