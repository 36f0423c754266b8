import type { DbOrTrx } from '@server/db/database';

/**
 * A secret generated once and kept in the database. Insert-if-absent then read back: several servers sharing a
 * database all end up with the first value written.
 */
export async function storedSecret(db: DbOrTrx, name: string, generate: () => string): Promise<string> {
  const read = () => db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirst();
  let row = await read();
  if (!row) {
    await db
      .insertInto('server_secrets')
      .values({ name, value: generate() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error(`The secret "${name}" could not be stored`);
  return row.value;
}
