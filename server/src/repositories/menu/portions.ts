import type { PortionBody, PortionDto, PortionList } from '@contract/menu';
import type { DbOrTrx } from '@server/db/database';
import { invalid, notFound } from '@server/domain/errors';
import { toCents } from '../common/money';
import { itemInShop } from './items';
import { inTransaction } from '@server/db/database';
import { flag, now, portionViewOf, type Page } from './views';

const portionNotFound = () => notFound('Porção não encontrada.');

/** The body repeats the item of the path (spec 7); a different one is a mistake, not a move. */
function assertSameItem(itemId: number, body: PortionBody): void {
  if (body.itemId !== itemId) throw invalid('body itemId deve ser o produto da rota.');
}

const columnsOf = (body: PortionBody) => ({
  name: body.name,
  price_cents: toCents(body.price),
  available: flag(body.isAvailable),
});

export async function listPortions(db: DbOrTrx, shopId: number, itemId: number, page: Page): Promise<PortionList> {
  await itemInShop(db, shopId, itemId);
  const rows = await db
    .selectFrom('portions')
    .selectAll()
    .where('item_id', '=', itemId)
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { count } = await db
    .selectFrom('portions')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('item_id', '=', itemId)
    .executeTakeFirstOrThrow();
  return { portions: rows.map(portionViewOf), count: Number(count) };
}

export async function findPortion(db: DbOrTrx, shopId: number, itemId: number, id: number): Promise<PortionDto> {
  await itemInShop(db, shopId, itemId);
  const row = await db.selectFrom('portions').selectAll().where('id', '=', id).where('item_id', '=', itemId).executeTakeFirst();
  if (!row) throw portionNotFound();
  return portionViewOf(row);
}

export function createPortion(db: DbOrTrx, shopId: number, itemId: number, body: PortionBody): Promise<number> {
  assertSameItem(itemId, body);
  return inTransaction(db, async (trx) => {
    await itemInShop(trx, shopId, itemId, 'share');
    const row = await trx
      .insertInto('portions')
      .values({ item_id: itemId, ...columnsOf(body), created_at: now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function updatePortion(
  db: DbOrTrx,
  shopId: number,
  itemId: number,
  id: number,
  body: PortionBody,
): Promise<PortionDto> {
  assertSameItem(itemId, body);
  await itemInShop(db, shopId, itemId);
  const row = await db
    .updateTable('portions')
    .set(columnsOf(body))
    .where('id', '=', id)
    .where('item_id', '=', itemId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw portionNotFound();
  return portionViewOf(row);
}

export async function removePortion(db: DbOrTrx, shopId: number, itemId: number, id: number): Promise<void> {
  await itemInShop(db, shopId, itemId);
  const result = await db.deleteFrom('portions').where('id', '=', id).where('item_id', '=', itemId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw portionNotFound();
}
