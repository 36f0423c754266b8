import type { OptionBody, OptionDto, OptionList } from '@contract/menu';
import type { DbOrTrx } from '@server/db/database';
import { notFound } from '@server/domain/errors';
import { toCents } from '../common/money';
import { inTransaction } from '@server/db/database';
import { locked } from './locks';
import { optionGroupInShop } from './option-groups';
import { descriptionOf, flag, optionViewOf, type OptionRow, type Page } from './views';

const optionNotFound = () => notFound('Opção não encontrada.');

async function optionInShop(trx: DbOrTrx, shopId: number, id: number, lock?: 'update'): Promise<OptionRow> {
  const query = trx
    .selectFrom('options')
    .innerJoin('option_groups', 'option_groups.id', 'options.option_group_id')
    .selectAll('options')
    .where('options.id', '=', id)
    .where('option_groups.location_id', '=', shopId);
  const row = await (lock ? locked(trx, query, lock) : query).executeTakeFirst();
  if (!row) throw optionNotFound();
  return row;
}

const columnsOf = (body: OptionBody) => ({
  option_group_id: body.groupId,
  name: body.name,
  description: descriptionOf(body.description),
  price_cents: toCents(body.price),
  available: flag(body.available),
});

/** An option group's options, oldest first; 404 when the group is not the shop's. */
export async function listOptions(db: DbOrTrx, shopId: number, groupId: number, page: Page): Promise<OptionList> {
  await optionGroupInShop(db, shopId, groupId);
  const rows = await db
    .selectFrom('options')
    .selectAll()
    .where('option_group_id', '=', groupId)
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { count } = await db
    .selectFrom('options')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('option_group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  return { options: rows.map(optionViewOf), count: Number(count) };
}

export async function findOption(db: DbOrTrx, shopId: number, id: number): Promise<OptionDto> {
  return optionViewOf(await optionInShop(db, shopId, id));
}

export function createOption(db: DbOrTrx, shopId: number, body: OptionBody): Promise<number> {
  return inTransaction(db, async (trx) => {
    await optionGroupInShop(trx, shopId, body.groupId, 'share');
    const row = await trx.insertInto('options').values(columnsOf(body)).returning('id').executeTakeFirstOrThrow();
    return row.id;
  });
}

/** The option may move to another option group of the same shop. */
export function updateOption(db: DbOrTrx, shopId: number, id: number, body: OptionBody): Promise<OptionDto> {
  return inTransaction(db, async (trx) => {
    await optionInShop(trx, shopId, id, 'update');
    await optionGroupInShop(trx, shopId, body.groupId, 'share');
    const row = await trx.updateTable('options').set(columnsOf(body)).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    return optionViewOf(row);
  });
}

export function removeOption(db: DbOrTrx, shopId: number, id: number): Promise<void> {
  return inTransaction(db, async (trx) => {
    await optionInShop(trx, shopId, id, 'update');
    await trx.deleteFrom('options').where('id', '=', id).execute();
  });
}
