import type { Kysely } from 'kysely';

/**
 * A person of the team may sign in with an e-mail of their own: a user of the shop's provider that names its member.
 * Such a user is that person on every device it signs in on. One sign-in per member; the user goes when the sign-in is
 * removed (its sessions with it), while the member stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('member_id', 'integer', (col) => col.references('staff_members.id').onDelete('cascade')).execute();
  await db.schema.createIndex('users_member_id_unique').on('users').column('member_id').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_member_id_unique').execute();
  await db.schema.alterTable('users').dropColumn('member_id').execute();
}
