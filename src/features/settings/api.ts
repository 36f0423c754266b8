import { shopPathOf } from '@contract/paths';
import type { MenuType, ShopSettingsDto } from '@contract/shop';
import type { OrderEscalationSettings } from '@contract/ordering';
import type { CallEscalationSettings } from '@contract/calls';
import { request } from '@/shared/api/client';
import { ApiError } from '@/shared/api/errors';
import type { ShopScope } from '@/shared/session/scope';

/** Spec 3: shop settings as the app names their fields. */
export interface ShopSettings {
  id: number;
  providerId: number;
  businessUnitId: number;
  menuType: MenuType;
  /** 'Taxa de serviço' on dine-in comandas, in percent (10 is 10%); null when off. */
  serviceChargePercent: number | null;
}

/** What 'Salvar' sends: the menu mode and the service charge. */
export interface ShopSettingsChange {
  menuType: MenuType;
  serviceChargePercent: number | null;
}

export type { MenuType };

const settingsOf = (scope: ShopScope) => `${shopPathOf('menu', scope)}/settings`;

function toShopSettings(dto: ShopSettingsDto): ShopSettings {
  return {
    id: dto.id,
    providerId: dto.accountId,
    businessUnitId: dto.shopId,
    menuType: dto.menuType,
    serviceChargePercent: dto.serviceChargePercent ?? null,
  };
}

/** Spec 7 and 8: 404 means never saved (null); 401 becomes an 'Unauthorized' error. */
export async function fetchShopSettings(scope: ShopScope): Promise<ShopSettings | null> {
  try {
    return toShopSettings(await request<ShopSettingsDto>('GET', settingsOf(scope)));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    if (error instanceof ApiError && error.status === 401) throw new ApiError(401, 'unauthorized', 'Unauthorized');
    throw error;
  }
}

export async function createShopSettings(scope: ShopScope, change: ShopSettingsChange): Promise<ShopSettings> {
  return toShopSettings(await request<ShopSettingsDto>('POST', settingsOf(scope), { json: change }));
}

export async function updateShopSettings(scope: ShopScope, id: number, change: ShopSettingsChange): Promise<ShopSettings> {
  return toShopSettings(await request<ShopSettingsDto>('PUT', `${settingsOf(scope)}/${id}`, { json: change }));
}

const escalationOf = (scope: ShopScope) => `${shopPathOf('ordering', scope)}/order-escalation`;

/** 'Avisar todos se um pedido ficar sem resposta por': the shop's minutes, null when off. */
export async function fetchEscalationMinutes(scope: ShopScope): Promise<number | null> {
  return (await request<OrderEscalationSettings>('GET', escalationOf(scope))).minutes;
}

export async function saveEscalationMinutes(scope: ShopScope, minutes: number | null): Promise<number | null> {
  return (await request<OrderEscalationSettings>('PUT', escalationOf(scope), { json: { minutes } })).minutes;
}

const callEscalationOf = (scope: ShopScope) => `${shopPathOf('ordering', scope)}/call-escalation`;

/** 'Avisar todos se um chamado ficar sem resposta por': the shop's minutes, null when off. */
export async function fetchCallEscalationMinutes(scope: ShopScope): Promise<number | null> {
  return (await request<CallEscalationSettings>('GET', callEscalationOf(scope))).minutes;
}

export async function saveCallEscalationMinutes(scope: ShopScope, minutes: number | null): Promise<number | null> {
  return (await request<CallEscalationSettings>('PUT', callEscalationOf(scope), { json: { minutes } })).minutes;
}
