import { sql } from 'kysely';
import type { TableLayout } from '@contract/tables';
import { inTransaction, type DbOrTrx } from '@server/db/database';
import { invalid } from '@server/domain/errors';
import { nowIso } from '@server/domain/clock';
import { locked } from '../menu/locks';

/**
 * The shop's QR codes in the order of its map ('Salão'): the arranged ones by their place, then the ones never
 * arranged (created since, say) oldest first. Inactive codes are listed too: the app shows only active ones, and an
 * order saved while a code was off keeps its place for when it is on again.
 */
export async function tableLayoutOf(db: DbOrTrx, shopId: number): Promise<TableLayout> {
  const rows = await db
    .selectFrom('qrcodes')
    .leftJoin('table_positions', 'table_positions.qrcode_id', 'qrcodes.id')
    .select('qrcodes.id as id')
    .where('qrcodes.location_id', '=', shopId)
    .orderBy(sql`case when table_positions.position is null then 1 else 0 end`)
    .orderBy('table_positions.position')
    .orderBy('qrcodes.id')
    .execute();
  return { qrcodeIds: rows.map((row) => row.id) };
}

/** The first id sent twice, if any. */
function repeatedOf(ids: readonly number[]): number | undefined {
  const seen = new Set<number>();
  for (const id of ids) {
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return undefined;
}

/**
 * Keeps the order staff arranged the tiles in: each id a QR code of this shop, each once. Codes left out keep no
 * place (they follow the arranged ones). Two devices saving at once each save whole, one after the other: the
 * shop's row is locked first on PostgreSQL (SQLite runs one write at a time).
 */
export async function saveTableLayout(db: DbOrTrx, shopId: number, layout: TableLayout): Promise<TableLayout> {
  const ids = layout.qrcodeIds;
  const repeated = repeatedOf(ids);
  if (repeated !== undefined) throw invalid(`body qrcodeIds repete o QR code ${repeated}.`);
  return inTransaction(db, async (trx) => {
    await locked(trx, trx.selectFrom('locations').select('id').where('id', '=', shopId), 'update').execute();
    if (ids.length > 0) {
      const owned = await trx.selectFrom('qrcodes').select('id').where('location_id', '=', shopId).where('id', 'in', ids).execute();
      const ownedIds = new Set(owned.map((row) => row.id));
      const foreign = ids.find((id) => !ownedIds.has(id));
      if (foreign !== undefined) throw invalid(`body qrcodeIds: o QR code ${foreign} não existe neste estabelecimento.`);
    }
    await trx.deleteFrom('table_positions').where('location_id', '=', shopId).execute();
    const now = nowIso();
    if (ids.length > 0) {
      await trx
        .insertInto('table_positions')
        .values(ids.map((id, position) => ({ qrcode_id: id, location_id: shopId, position, updated_at: now })))
        .execute();
    }
    return tableLayoutOf(trx, shopId);
  });
}
