import type { DbOrTrx } from '@server/db/database';
import { inTransaction } from '@server/db/database';
import { locked } from './locks';
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

/** Whose an image is, and whether customers see it: a cover, or the photo of what the public menu shows. */
export interface ImageAudience {
  providerId: number;
  public: boolean;
}

export async function imageAudienceOf(db: DbOrTrx, imageId: number): Promise<ImageAudience | undefined> {
  const brand = await db.selectFrom('brand_images').select('provider_id').where('image_id', '=', imageId).executeTakeFirst();
  if (brand) return { providerId: brand.provider_id, public: true };
  const group = await db
    .selectFrom('item_groups')
    .innerJoin('locations', 'locations.id', 'item_groups.location_id')
    .select(['locations.provider_id', 'item_groups.active'])
    .where('item_groups.image_id', '=', imageId)
    .executeTakeFirst();
  if (group) return { providerId: group.provider_id, public: group.active === 1 };
  const item = await db
    .selectFrom('items')
    .innerJoin('item_groups', 'item_groups.id', 'items.group_id')
    .innerJoin('locations', 'locations.id', 'items.location_id')
    .select(['locations.provider_id', 'items.available', 'item_groups.active'])
    .where('items.image_id', '=', imageId)
    .executeTakeFirst();
  if (item) return { providerId: item.provider_id, public: item.available === 1 && item.active === 1 };
  return undefined;
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
