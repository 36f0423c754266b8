import type { Kysely, SelectQueryBuilder } from 'kysely';
import { isPostgres } from '@server/db/columns';
import type { DbOrTrx } from '@server/db/database';

type Lock = 'update' | 'share';

/**
 * Row locks that keep a parent and its children consistent on PostgreSQL: a removal locks the parent for update
 * before counting its children, a creation locks it for share before adding one, so neither can slip past the
 * other. SQLite runs one write transaction at a time and has no such clause.
 */
export function locked<DB, TB extends keyof DB, O>(
  db: DbOrTrx,
  query: SelectQueryBuilder<DB, TB, O>,
  lock: Lock,
): SelectQueryBuilder<DB, TB, O> {
  if (!isPostgres(db as unknown as Kysely<unknown>)) return query;
  return lock === 'update' ? query.forUpdate() : query.forShare();
}
