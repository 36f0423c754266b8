import type { DbOrTrx } from '../../db/database';
import { inTransaction, locked } from './locks';
import { now } from './views';

export interface StoredImage {
  id: number;
  data: Buffer;
  contentType: string;
}

export async function insertImage(trx: DbOrTrx, data: Buffer, contentType = 'image/jpeg'): Promise<number> {
  const row = await trx
    .insertInto('images')
    .values({ data, content_type: contentType, created_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Every image has one owner, so the one it replaced or that lost its owner goes too. */
export async function deleteImage(trx: DbOrTrx, imageId: number | null): Promise<void> {
  if (imageId !== null) await trx.deleteFrom('images').where('id', '=', imageId).execute();
}

export async function findImage(db: DbOrTrx, imageId: number): Promise<StoredImage | undefined> {
  const row = await db.selectFrom('images').select(['id', 'data', 'content_type']).where('id', '=', imageId).executeTakeFirst();
  return row ? { id: row.id, data: row.data, contentType: row.content_type } : undefined;
}

export async function findBrandImage(db: DbOrTrx, providerId: number): Promise<StoredImage | undefined> {
  const row = await db
    .selectFrom('brand_images')
    .innerJoin('images', 'images.id', 'brand_images.image_id')
    .select(['images.id', 'images.data', 'images.content_type'])
    .where('brand_images.provider_id', '=', providerId)
    .executeTakeFirst();
  return row ? { id: row.id, data: row.data, contentType: row.content_type } : undefined;
}

/** Stores the provider's new cover and drops the old one, in one transaction. */
export function replaceBrandImage(db: DbOrTrx, providerId: number, data: Buffer): Promise<{ imageId: number; updatedAt: string }> {
  return inTransaction(db, async (trx) => {
    // Two uploads at once must not both read "no cover yet" and collide on the insert.
    await locked(trx, trx.selectFrom('providers').select('id').where('id', '=', providerId), 'update').execute();
    const previous = await trx
      .selectFrom('brand_images')
      .select('image_id')
      .where('provider_id', '=', providerId)
      .executeTakeFirst();
    const imageId = await insertImage(trx, data);
    const updatedAt = now();
    if (previous) {
      await trx
        .updateTable('brand_images')
        .set({ image_id: imageId, updated_at: updatedAt })
        .where('provider_id', '=', providerId)
        .execute();
      await deleteImage(trx, previous.image_id);
    } else {
      await trx.insertInto('brand_images').values({ provider_id: providerId, image_id: imageId, updated_at: updatedAt }).execute();
    }
    return { imageId, updatedAt };
  });
}
