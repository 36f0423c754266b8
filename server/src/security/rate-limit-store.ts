import { sql } from 'kysely';
import type { Db } from '@server/db/database';

type Hits = { current: number; ttl: number };
type Callback = (err: Error | null, hits?: Hits) => void;

/** About one call in this many also clears windows that ended, so the table holds only live keys. */
const SWEEP_EVERY = 500;

/**
 * A @fastify/rate-limit store kept in the database every instance shares (PostgreSQL when scaled out, the SQLite
 * file otherwise): one atomic upsert per request counts it and starts a new window when the last one ended.
 */
export function databaseRateLimitStore(db: Db) {
  const count = async (key: string, timeWindow: number): Promise<Hits> => {
    const now = Date.now();
    const ended = sql<boolean>`rate_limit_hits.window_ends_at <= ${now}`;
    const row = await db
      .insertInto('rate_limit_hits')
      .values({ key, hits: 1, window_ends_at: now + timeWindow })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`case when ${ended} then 1 else rate_limit_hits.hits + 1 end`,
          window_ends_at: sql<number>`case when ${ended} then ${now + timeWindow} else rate_limit_hits.window_ends_at end`,
        }),
      )
      .returning(['hits', 'window_ends_at'])
      .executeTakeFirstOrThrow();
    if (Math.random() * SWEEP_EVERY < 1) {
      void db.deleteFrom('rate_limit_hits').where('window_ends_at', '<', now).execute().catch(() => undefined);
    }
    return { current: row.hits, ttl: Math.max(0, Number(row.window_ends_at) - now) };
  };

  const read = async (key: string): Promise<Hits> => {
    const now = Date.now();
    const row = await db.selectFrom('rate_limit_hits').select(['hits', 'window_ends_at']).where('key', '=', key).executeTakeFirst();
    if (!row || Number(row.window_ends_at) <= now) return { current: 0, ttl: 0 };
    return { current: row.hits, ttl: Number(row.window_ends_at) - now };
  };

  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      count(key, timeWindow).then((hits) => callback(null, hits), callback);
    }

    read(key: string, callback: Callback): void {
      read(key).then((hits) => callback(null, hits), callback);
    }

    child(): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  };
}
