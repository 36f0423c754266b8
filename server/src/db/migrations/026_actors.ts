import { sql, type Kysely } from 'kysely';
import { withId } from '../columns';

/**
 * Who did it, as a person of the team. Every record that copies a staff name (a call claimed or closed, the service
 * charge removed, a move, a part paid, a line the kitchen marked done) gains the person's member id beside it, null
 * when the shop's own account acted; those a manager may authorize on the spot keep the manager's name too. The ids
 * name no foreign key: a member is never deleted (deactivated instead), and the name is copied anyway.
 *
 * `activity` is the 'Histórico' of orders and comandas: one row per staff command, written in the command's own
 * transaction, with the action, who (user and person), who authorized it, when, and a short detail (the JSON of
 * ActivityDetail in repositories/ordering/activity.ts).
 */
const personColumns: [table: string, column: string, type: 'integer' | 'text'][] = [
  ['table_calls', 'claimed_by_member_id', 'integer'],
  ['table_calls', 'done_by_member_id', 'integer'],
  ['invoices', 'service_charge_removed_by_member_id', 'integer'],
  ['invoices', 'service_charge_removal_authorized_by', 'text'],
  ['invoice_moves', 'by_member_id', 'integer'],
  ['invoice_moves', 'authorized_by_name', 'text'],
  ['invoice_payments', 'by_member_id', 'integer'],
  ['invoice_payments', 'authorized_by_name', 'text'],
  ['order_items', 'prepared_by_member_id', 'integer'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column, type] of personColumns) await db.schema.alterTable(table).addColumn(column, type).execute();
  await withId(db, db.schema.createTable('activity'))
    .addColumn('location_id', 'integer', (col) => col.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'integer', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    // The account's user and the person: the user alone tells the owner's sign-ins apart, the member id the team.
    .addColumn('by_user_id', 'integer', (col) => col.notNull())
    .addColumn('by_member_id', 'integer')
    .addColumn('by_name', 'text', (col) => col.notNull())
    .addColumn('authorized_by_name', 'text')
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('detail', 'text')
    .addCheckConstraint('activity_subject', sql`subject in ('order', 'invoice')`)
    .execute();
  await db.schema.createIndex('activity_subject_idx').on('activity').columns(['subject', 'subject_id', 'id']).execute();
  // A comanda's history reads the comandas merged into it.
  await db.schema.createIndex('invoices_merged_into_idx').on('invoices').column('merged_into_invoice_id').execute();
  // The day report counts each person's commands over the shop's days.
  await db.schema.createIndex('activity_location_at_idx').on('activity').columns(['location_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invoices_merged_into_idx').execute();
  await db.schema.dropTable('activity').execute();
  for (const [table, column] of [...personColumns].reverse()) await db.schema.alterTable(table).dropColumn(column).execute();
}
