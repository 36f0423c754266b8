import SqliteDatabase from 'better-sqlite3';
import { STATEMENT_CACHE_SIZE, withStatementCache } from '@server/db/database';

describe('withStatementCache', () => {
  let sqlite: SqliteDatabase.Database;
  beforeEach(() => {
    sqlite = new SqliteDatabase(':memory:');
  });
  afterEach(() => sqlite.close());

  const nth = (n: number) => `select ${n} as value`;

  it('hands back the compiled statement for a query text it has seen, and it still runs with new values', () => {
    const connection = withStatementCache(sqlite);
    const first = connection.prepare('select ? as value');
    expect(connection.prepare('select ? as value')).toBe(first);
    expect((first as SqliteDatabase.Statement).get(7)).toEqual({ value: 7 });
    expect((connection.prepare('select ? as value') as SqliteDatabase.Statement).get(8)).toEqual({ value: 8 });
  });

  it('drops the least recently used statement once full, keeping the ones in use', () => {
    const connection = withStatementCache(sqlite);
    const oldest = connection.prepare(nth(0));
    const reused = connection.prepare(nth(1));
    for (let n = 2; n < STATEMENT_CACHE_SIZE; n += 1) connection.prepare(nth(n));
    expect(connection.prepare(nth(1))).toBe(reused);
    connection.prepare(nth(STATEMENT_CACHE_SIZE));
    expect(connection.prepare(nth(1))).toBe(reused);
    expect(connection.prepare(nth(0))).not.toBe(oldest);
  });

  it('closes the database it wraps', () => {
    withStatementCache(sqlite).close();
    expect(sqlite.open).toBe(false);
    sqlite = new SqliteDatabase(':memory:');
  });
});
