import { ITEM_GROUP_NOT_EMPTY, type ImageChanged, type ItemGroupBody, type ItemGroupDto, type ItemGroupList } from '@contract/menu';
import type { DbOrTrx, Trx } from '@server/db/database';
import { conflict, notFound } from '@server/domain/errors';
import { deleteImage, insertImage } from './images';
import { inTransaction } from '@server/db/database';
import { locked } from './locks';
import { flag, itemGroupViewOf, now, type ItemGroupRow, type Page } from './views';

export const itemGroupNotFound = () => notFound('Categoria não encontrada.');

/** A category of the shop, optionally locked for the rest of the transaction; 404 otherwise. */
export async function itemGroupInShop(
  trx: DbOrTrx,
  shopId: number,
  id: number,
  lock?: 'update' | 'share',
): Promise<ItemGroupRow> {
  const query = trx.selectFrom('item_groups').selectAll().where('id', '=', id).where('location_id', '=', shopId);
  const row = await (lock ? locked(trx, query, lock) : query).executeTakeFirst();
  if (!row) throw itemGroupNotFound();
  return row;
}

export async function listItemGroups(db: DbOrTrx, shopId: number, page: Page): Promise<ItemGroupList> {
  const rows = await db
    .selectFrom('item_groups')
    .selectAll()
    .where('location_id', '=', shopId)
    .orderBy('position')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { count } = await db
    .selectFrom('item_groups')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('location_id', '=', shopId)
    .executeTakeFirstOrThrow();
  return { itemGroups: rows.map(itemGroupViewOf), count: Number(count) };
}

export async function findItemGroup(db: DbOrTrx, shopId: number, id: number): Promise<ItemGroupDto> {
  return itemGroupViewOf(await itemGroupInShop(db, shopId, id));
}

/** New categories go to the end of the shop's order. */
export function createItemGroup(db: DbOrTrx, shopId: number, body: ItemGroupBody): Promise<number> {
  return inTransaction(db, async (trx) => {
    const { last } = await trx
      .selectFrom('item_groups')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('location_id', '=', shopId)
      .executeTakeFirstOrThrow();
    const row = await trx
      .insertInto('item_groups')
      .values({
        location_id: shopId,
        title: body.title,
        active: flag(body.active),
        position: Number(last ?? 0) + 1,
        updated_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function updateItemGroup(db: DbOrTrx, shopId: number, id: number, body: ItemGroupBody): Promise<ItemGroupDto> {
  const row = await db
    .updateTable('item_groups')
    .set({ title: body.title, active: flag(body.active), updated_at: now() })
    .where('id', '=', id)
    .where('location_id', '=', shopId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw itemGroupNotFound();
  return itemGroupViewOf(row);
}

/**
 * A category still holding products or option groups is refused (409) rather than emptied: removing it would
 * silently take a whole section of the menu with it, the same rule the spec gives option groups with options.
 */
export function removeItemGroup(db: DbOrTrx, shopId: number, id: number): Promise<void> {
  return inTransaction(db, async (trx) => {
    const group = await itemGroupInShop(trx, shopId, id, 'update');
    const item = await trx.selectFrom('items').select('id').where('group_id', '=', id).limit(1).executeTakeFirst();
    const optionGroup = await trx.selectFrom('option_groups').select('id').where('group_id', '=', id).limit(1).executeTakeFirst();
    if (item || optionGroup) throw conflict(ITEM_GROUP_NOT_EMPTY);
    await trx.deleteFrom('item_groups').where('id', '=', id).execute();
    await deleteImage(trx, group.image_id);
  });
}

export function replaceItemGroupImage(db: DbOrTrx, shopId: number, id: number, data: Buffer): Promise<ImageChanged> {
  return inTransaction(db, async (trx: Trx) => {
    const group = await itemGroupInShop(trx, shopId, id, 'update');
    const imageId = await insertImage(trx, data);
    const updatedAt = now();
    await trx.updateTable('item_groups').set({ image_id: imageId, updated_at: updatedAt }).where('id', '=', id).execute();
    await deleteImage(trx, group.image_id);
    return { imageId, updatedAt };
  });
}
