import type { Kysely } from 'kysely';
import { isPostgres } from '@server/db/columns';
import type { DbOrTrx } from '@server/db/database';
import { STATUS_COUNTED_TABLES } from '@server/db/migrations/005_status_counts';

/**
 * How many of a shop's orders or invoices have one of the statuses (any status when none is given), read from
 * the counts the triggers keep; undefined on PostgreSQL, which keeps none, so the caller counts the rows.
 */
export async function keptStatusCount(
  db: DbOrTrx,
  table: keyof typeof STATUS_COUNTED_TABLES,
  shopId: number,
  statuses: readonly string[] | undefined,
): Promise<number | undefined> {
  if (isPostgres(db as unknown as Kysely<unknown>)) return undefined;
  const { count } = await db
    .selectFrom(STATUS_COUNTED_TABLES[table])
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('count'), eb.lit(0)).as('count'))
    .where('location_id', '=', shopId)
    .$if(statuses !== undefined && statuses.length > 0, (query) => query.where('status', 'in', statuses ?? []))
    .executeTakeFirstOrThrow();
  return Number(count);
}
