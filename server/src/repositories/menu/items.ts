import type { ImageChanged, ItemBody, ItemDto, ItemList } from '@contract/menu';
import type { DbOrTrx } from '@server/db/database';
import { notFound } from '@server/domain/errors';
import { toCents } from '../common/money';
import { deleteImage, insertImage } from './images';
import { itemGroupInShop } from './item-groups';
import { inTransaction } from '@server/db/database';
import { locked } from './locks';
import { descriptionOf, flag, itemViewOf, now, type ItemRow, type Page } from './views';

export const itemNotFound = () => notFound('Produto não encontrado.');

export async function itemInShop(trx: DbOrTrx, shopId: number, id: number, lock?: 'update' | 'share'): Promise<ItemRow> {
  const query = trx.selectFrom('items').selectAll().where('id', '=', id).where('location_id', '=', shopId);
  const row = await (lock ? locked(trx, query, lock) : query).executeTakeFirst();
  if (!row) throw itemNotFound();
  return row;
}

const columnsOf = (body: ItemBody) => ({
  group_id: body.groupId,
  name: body.name,
  description: descriptionOf(body.description),
  price_cents: toCents(body.price),
  available: flag(body.available),
  updated_at: now(),
});

/** A category's products, oldest first; 404 when the category is not the shop's. */
export async function listItems(db: DbOrTrx, shopId: number, groupId: number, page: Page): Promise<ItemList> {
  await itemGroupInShop(db, shopId, groupId);
  const rows = await db
    .selectFrom('items')
    .selectAll()
    .where('group_id', '=', groupId)
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { count } = await db
    .selectFrom('items')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  return { items: rows.map(itemViewOf), count: Number(count) };
}

export async function findItem(db: DbOrTrx, shopId: number, id: number): Promise<ItemDto> {
  return itemViewOf(await itemInShop(db, shopId, id));
}

export function createItem(db: DbOrTrx, shopId: number, body: ItemBody): Promise<number> {
  return inTransaction(db, async (trx) => {
    await itemGroupInShop(trx, shopId, body.groupId, 'share');
    const row = await trx
      .insertInto('items')
      .values({ location_id: shopId, ...columnsOf(body) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** The product may move to another category of the same shop. */
export function updateItem(db: DbOrTrx, shopId: number, id: number, body: ItemBody): Promise<ItemDto> {
  return inTransaction(db, async (trx) => {
    await itemInShop(trx, shopId, id, 'update');
    await itemGroupInShop(trx, shopId, body.groupId, 'share');
    const row = await trx.updateTable('items').set(columnsOf(body)).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    return itemViewOf(row);
  });
}

/** Its portions go with it (the foreign key cascades); past orders keep their own copy of name and price. */
export function removeItem(db: DbOrTrx, shopId: number, id: number): Promise<void> {
  return inTransaction(db, async (trx) => {
    const item = await itemInShop(trx, shopId, id, 'update');
    await trx.deleteFrom('items').where('id', '=', id).execute();
    await deleteImage(trx, item.image_id);
  });
}

export function replaceItemImage(db: DbOrTrx, shopId: number, id: number, data: Buffer): Promise<ImageChanged> {
  return inTransaction(db, async (trx) => {
    const item = await itemInShop(trx, shopId, id, 'update');
    const imageId = await insertImage(trx, data);
    const updatedAt = now();
    await trx.updateTable('items').set({ image_id: imageId, updated_at: updatedAt }).where('id', '=', id).execute();
    await deleteImage(trx, item.image_id);
    return { imageId, updatedAt };
  });
}
