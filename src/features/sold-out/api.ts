import { shopPathOf } from '@contract/paths';
import type { Availability, AvailabilityBody, AvailabilityChange } from '@contract/availability';
import { request } from '@/shared/api/client';
import type { ShopScope } from '@/shared/session/scope';

import type { MenuKind } from '@/shared/menu/events';

const menuOf = (scope: ShopScope) => shopPathOf('menu', scope);

export function fetchAvailability(scope: ShopScope, itemIds: number[], optionIds: number[]): Promise<Availability> {
  return request<Availability>('GET', `${menuOf(scope)}/availability`, { query: { itemIds, optionIds } });
}

export function setAvailability(
  scope: ShopScope,
  kind: MenuKind,
  id: number,
  available: boolean,
  idempotencyKey?: string,
): Promise<AvailabilityChange> {
  return request<AvailabilityChange>('PUT', `${menuOf(scope)}/${kind}/${id}/availability`, {
    json: { available } satisfies AvailabilityBody,
    idempotencyKey,
  });
}
