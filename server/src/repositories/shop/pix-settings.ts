import type { PixReceiver } from '@contract/pix';
import type { DbOrTrx } from '@server/db/database';

/** The shop's Pix receiver, or null while it has none. */
export async function findPixSettings(db: DbOrTrx, shopId: number): Promise<PixReceiver | null> {
  const row = await db.selectFrom('pix_settings').selectAll().where('location_id', '=', shopId).executeTakeFirst();
  return row ? { key: row.pix_key, merchantName: row.merchant_name, merchantCity: row.merchant_city } : null;
}

/** Keeps the receiver as given: the route checked and wrote it as contract/pix.ts says. */
export async function savePixSettings(db: DbOrTrx, shopId: number, receiver: PixReceiver): Promise<PixReceiver> {
  const values = { pix_key: receiver.key, merchant_name: receiver.merchantName, merchant_city: receiver.merchantCity };
  await db
    .insertInto('pix_settings')
    .values({ location_id: shopId, ...values })
    .onConflict((oc) => oc.column('location_id').doUpdateSet(values))
    .execute();
  return receiver;
}

/** Forgets the shop's Pix receiver: its comandas then have no Pix code, and customers cannot ask to pay by Pix. */
export async function deletePixSettings(db: DbOrTrx, shopId: number): Promise<void> {
  await db.deleteFrom('pix_settings').where('location_id', '=', shopId).execute();
}
