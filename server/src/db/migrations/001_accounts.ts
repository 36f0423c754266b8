import type { Kysely } from 'kysely';
import { withId } from '../columns';

// Booleans are integers (0/1) and timestamps ISO-8601 UTC text, so both databases store them alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('providers'))
    .addColumn('name', 'text', (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('users'))
    .addColumn('provider_id', 'integer', (col) => col.notNull().references('providers.id'))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('picture', 'text')
    .addColumn('email_confirmed', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('locations'))
    .addColumn('provider_id', 'integer', (col) => col.notNull().references('providers.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('locations_provider_idx').on('locations').column('provider_id').execute();

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['server_secrets', 'locations', 'users', 'providers']) {
    await db.schema.dropTable(table).execute();
  }
}
