import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

/** True when the database is PostgreSQL; migrations use it where the two dialects spell a column differently. */
export function isPostgres(db: { getExecutor(): { adapter: unknown } }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Adds an auto-generated integer primary key named id, spelled for the database in use. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}
