import { shopPathOf } from '@contract/paths';
import type { DeliverySettingsBody, DeliverySettingsDto, SlugVerify } from '@contract/shop';
import { request } from '@/shared/api/client';
import { ApiError } from '@/shared/api/errors';
import type { ShopScope } from '@/shared/session/scope';

/** Spec 3: delivery settings as the app names their fields. */
export interface DeliverySettings {
  id: number;
  businessUnitId: number;
  /** 55 and the digits, or null. */
  phone: string | null;
  slug: string | null;
  isActive: boolean;
  fee: number;
}

export type DeliveryPayload = DeliverySettingsBody;

const deliveryOf = (scope: ShopScope) => `${shopPathOf('menu', scope)}/delivery-settings`;

function toDeliverySettings(dto: DeliverySettingsDto): DeliverySettings {
  return { id: dto.id, businessUnitId: dto.shopId, phone: dto.phone, slug: dto.slug, isActive: dto.active, fee: dto.fee };
}

/** Spec 7: a shop that never saved its delivery settings answers 404, which is no record rather than a failure. */
export async function fetchDeliverySettings(scope: ShopScope): Promise<DeliverySettings | null> {
  try {
    return toDeliverySettings(await request<DeliverySettingsDto>('GET', deliveryOf(scope)));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function createDeliverySettings(scope: ShopScope, payload: DeliveryPayload): Promise<DeliverySettings> {
  return toDeliverySettings(await request<DeliverySettingsDto>('POST', deliveryOf(scope), { json: payload }));
}

export async function updateDeliverySettings(scope: ShopScope, id: number, payload: DeliveryPayload): Promise<DeliverySettings> {
  return toDeliverySettings(await request<DeliverySettingsDto>('PUT', `${deliveryOf(scope)}/${id}`, { json: payload }));
}

export async function verifySlug(scope: ShopScope, slug: string): Promise<boolean> {
  const answer = await request<SlugVerify>('GET', '/menu/verify', { query: { slug, shopId: scope.shopId } });
  return answer.valid;
}
