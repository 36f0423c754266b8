import type { TillSettings } from '@contract/till';
import type { DbOrTrx } from '@server/db/database';

/** The shop's till settings; a shop that never saved them takes payments with no open till, as the spec does. */
export async function tillSettingsOf(db: DbOrTrx, shopId: number): Promise<TillSettings> {
  const row = await db.selectFrom('till_settings').select('required').where('location_id', '=', shopId).executeTakeFirst();
  return { required: row?.required === 1 };
}

export async function saveTillSettings(db: DbOrTrx, shopId: number, settings: TillSettings): Promise<TillSettings> {
  const required = settings.required ? 1 : 0;
  await db
    .insertInto('till_settings')
    .values({ location_id: shopId, required })
    .onConflict((oc) => oc.column('location_id').doUpdateSet({ required }))
    .execute();
  return tillSettingsOf(db, shopId);
}
