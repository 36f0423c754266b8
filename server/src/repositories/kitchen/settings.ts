import { DEFAULT_KITCHEN_SETTINGS, type KitchenSettings } from '@contract/kitchen';
import type { DbOrTrx } from '@server/db/database';
import { invalid } from '@server/domain/errors';

/** The shop's kitchen settings; a shop that never saved them has the defaults. */
export async function findKitchenSettings(db: DbOrTrx, shopId: number): Promise<KitchenSettings> {
  const row = await db.selectFrom('kitchen_settings').selectAll().where('location_id', '=', shopId).executeTakeFirst();
  if (!row) return DEFAULT_KITCHEN_SETTINGS;
  return {
    autoComplete: row.auto_complete === 1,
    ticketsFrom: row.tickets_from,
    boardMinutes: row.board_minutes,
    amberAfterMin: row.amber_after_min,
    redAfterMin: row.red_after_min,
  };
}

export async function saveKitchenSettings(db: DbOrTrx, shopId: number, settings: KitchenSettings): Promise<KitchenSettings> {
  if (settings.amberAfterMin >= settings.redAfterMin) throw invalid('body amberAfterMin deve ser menor que redAfterMin.');
  const values = {
    auto_complete: settings.autoComplete ? 1 : 0,
    tickets_from: settings.ticketsFrom,
    board_minutes: settings.boardMinutes,
    amber_after_min: settings.amberAfterMin,
    red_after_min: settings.redAfterMin,
  };
  await db
    .insertInto('kitchen_settings')
    .values({ location_id: shopId, ...values })
    .onConflict((oc) => oc.column('location_id').doUpdateSet(values))
    .execute();
  return findKitchenSettings(db, shopId);
}
