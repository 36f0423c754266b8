import type { Kysely } from 'kysely';

// The refresh token a used one was traded for, sealed with the used one (security/sessions.ts): a retried or
// concurrent renewal within the grace window gets the same successor back instead of ending the sign-in.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('successor_sealed', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').dropColumn('successor_sealed').execute();
}
