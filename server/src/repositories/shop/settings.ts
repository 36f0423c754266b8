import type { MenuType, ShopSettingsDto } from '@contract/shop';
import type { DbOrTrx } from '@server/db/database';
import { isUniqueViolation } from '../common/unique-violation';

const columns = ['id', 'provider_id', 'location_id', 'menu_type'] as const;

function toDto(row: { id: number; provider_id: number; location_id: number; menu_type: number }): ShopSettingsDto {
  return { id: row.id, accountId: row.provider_id, shopId: row.location_id, menuType: row.menu_type === 1 ? 1 : 0 };
}

export async function findShopSettings(db: DbOrTrx, shopId: number): Promise<ShopSettingsDto | undefined> {
  const row = await db.selectFrom('shop_settings').select(columns).where('location_id', '=', shopId).executeTakeFirst();
  return row && toDto(row);
}

/** Undefined when the shop already has its settings (one record per shop). */
export async function createShopSettings(
  db: DbOrTrx,
  accountId: number,
  shopId: number,
  menuType: MenuType,
): Promise<ShopSettingsDto | undefined> {
  try {
    const row = await db
      .insertInto('shop_settings')
      .values({ provider_id: accountId, location_id: shopId, menu_type: menuType })
      .returning(columns)
      .executeTakeFirstOrThrow();
    return toDto(row);
  } catch (err) {
    if (isUniqueViolation(err)) return undefined;
    throw err;
  }
}

export async function updateShopSettings(db: DbOrTrx, shopId: number, id: number, menuType: MenuType): Promise<ShopSettingsDto | undefined> {
  const row = await db
    .updateTable('shop_settings')
    .set({ menu_type: menuType })
    .where('id', '=', id)
    .where('location_id', '=', shopId)
    .returning(columns)
    .executeTakeFirst();
  return row && toDto(row);
}
