import type { Kysely, SelectQueryBuilder } from 'kysely';
import { isPostgres } from '../../db/columns';
import type { DbOrTrx, Trx } from '../../db/database';

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

/** Runs work in the caller's transaction when there is one, otherwise in a new one. */
export function inTransaction<T>(db: DbOrTrx, work: (trx: Trx) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Trx) : db.transaction().execute(work);
}
