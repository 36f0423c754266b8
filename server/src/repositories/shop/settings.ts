import type { MenuType, ShopSettingsDto } from '@contract/shop';
import { basisPointsOfPercent, percentOfBasisPoints } from '@contract/service-charge';
import type { DbOrTrx } from '@server/db/database';
import { isUniqueViolation } from '../common/unique-violation';

const columns = ['id', 'provider_id', 'location_id', 'menu_type', 'service_charge_basis_points'] as const;

interface SettingsRow {
  id: number;
  provider_id: number;
  location_id: number;
  menu_type: number;
  service_charge_basis_points: number | null;
}

function toDto(row: SettingsRow): ShopSettingsDto {
  return {
    id: row.id,
    accountId: row.provider_id,
    shopId: row.location_id,
    menuType: row.menu_type === 1 ? 1 : 0,
    serviceChargePercent: row.service_charge_basis_points === null ? null : percentOfBasisPoints(row.service_charge_basis_points),
  };
}

/** What a body changes: the menu mode always, the service charge only when sent (undefined leaves it). */
export interface ShopSettingsChange {
  menuType: MenuType;
  serviceChargePercent?: number | null;
}

const basisPointsOf = (percent: number | null): number | null => (percent === null ? null : basisPointsOfPercent(percent));

export async function findShopSettings(db: DbOrTrx, shopId: number): Promise<ShopSettingsDto | undefined> {
  const row = await db.selectFrom('shop_settings').select(columns).where('location_id', '=', shopId).executeTakeFirst();
  return row && toDto(row);
}

/** Undefined when the shop already has its settings (one record per shop). */
export async function createShopSettings(
  db: DbOrTrx,
  accountId: number,
  shopId: number,
  change: ShopSettingsChange,
): Promise<ShopSettingsDto | undefined> {
  try {
    const row = await db
      .insertInto('shop_settings')
      .values({
        provider_id: accountId,
        location_id: shopId,
        menu_type: change.menuType,
        service_charge_basis_points: basisPointsOf(change.serviceChargePercent ?? null),
      })
      .returning(columns)
      .executeTakeFirstOrThrow();
    return toDto(row);
  } catch (err) {
    if (isUniqueViolation(err)) return undefined;
    throw err;
  }
}

export async function updateShopSettings(
  db: DbOrTrx,
  shopId: number,
  id: number,
  change: ShopSettingsChange,
): Promise<ShopSettingsDto | undefined> {
  const row = await db
    .updateTable('shop_settings')
    .set({
      menu_type: change.menuType,
      ...(change.serviceChargePercent === undefined ? {} : { service_charge_basis_points: basisPointsOf(change.serviceChargePercent) }),
    })
    .where('id', '=', id)
    .where('location_id', '=', shopId)
    .returning(columns)
    .executeTakeFirst();
  return row && toDto(row);
}
