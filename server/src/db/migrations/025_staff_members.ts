import { sql, type Kysely } from 'kysely';
import { withId } from '../columns';

/**
 * The team ('Equipe'): the people of a shop, each with a role and a PIN kept only as a keyed digest. Among the shop's
 * active members a PIN is unique (the partial index decides between two equal PINs saved at once, on any instance),
 * and a deactivated member keeps their row, so what they did still names them. Beside them, the shop's team settings
 * and the manager authorizations already used, each good once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('staff_members'))
    .addColumn('location_id', 'integer', (col) => col.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('pin_digest', 'text', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    // Written out rather than derived from contract/staff.ts: a migration states what the database held at this step.
    .addCheckConstraint('staff_members_role', sql`role in ('manager', 'cashier', 'waiter', 'kitchen')`)
    .addCheckConstraint('staff_members_active', sql`active in (0, 1)`)
    .execute();
  await db.schema
    .createIndex('staff_members_one_active_pin')
    .on('staff_members')
    .columns(['location_id', 'pin_digest'])
    .unique()
    .where(sql.ref('active'), '=', 1)
    .execute();
  await db.schema.createIndex('staff_members_location_idx').on('staff_members').columns(['location_id', 'id']).execute();

  await db.schema
    .createTable('team_settings')
    .addColumn('location_id', 'integer', (col) => col.primaryKey().references('locations.id').onDelete('cascade'))
    .addColumn('idle_lock_minutes', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('used_authorizations')
    .addColumn('token_id', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('used_authorizations_expires_at_idx').on('used_authorizations').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('used_authorizations').execute();
  await db.schema.dropTable('team_settings').execute();
  await db.schema.dropTable('staff_members').execute();
}
