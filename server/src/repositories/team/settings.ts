import { IDLE_LOCK_MINUTES, type TeamSettings } from '@contract/staff';
import type { DbOrTrx } from '@server/db/database';

/** The shop's team settings; a shop that never saved them has the defaults. */
export async function teamSettingsOf(db: DbOrTrx, shopId: number): Promise<TeamSettings> {
  const row = await db.selectFrom('team_settings').select('idle_lock_minutes').where('location_id', '=', shopId).executeTakeFirst();
  return { idleLockMinutes: row?.idle_lock_minutes ?? IDLE_LOCK_MINUTES.default };
}

export async function saveTeamSettings(db: DbOrTrx, shopId: number, settings: TeamSettings): Promise<TeamSettings> {
  await db
    .insertInto('team_settings')
    .values({ location_id: shopId, idle_lock_minutes: settings.idleLockMinutes })
    .onConflict((oc) => oc.column('location_id').doUpdateSet({ idle_lock_minutes: settings.idleLockMinutes }))
    .execute();
  return teamSettingsOf(db, shopId);
}
