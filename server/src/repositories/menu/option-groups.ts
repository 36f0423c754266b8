import { sql } from 'kysely';
import {
  OPTION_GROUP_WITH_OPTIONS,
  type OptionGroupBody,
  type OptionGroupDto,
  type OptionGroupList,
} from '@contract/menu';
import type { DbOrTrx } from '@server/db/database';
import { conflict, invalid, notFound } from '@server/domain/errors';
import { itemGroupInShop } from './item-groups';
import { inTransaction } from '@server/db/database';
import { locked } from './locks';
import { assertWholeSequence, type SequenceEntry } from './sequences';
import { flag, optionGroupViewOf, type OptionGroupRow, type Page } from './views';

const optionGroupNotFound = () => notFound('Opcional não encontrado.');

export async function optionGroupInShop(
  trx: DbOrTrx,
  shopId: number,
  id: number,
  lock?: 'update' | 'share',
): Promise<OptionGroupRow> {
  const query = trx.selectFrom('option_groups').selectAll().where('id', '=', id).where('location_id', '=', shopId);
  const row = await (lock ? locked(trx, query, lock) : query).executeTakeFirst();
  if (!row) throw optionGroupNotFound();
  return row;
}

const columnsOf = (body: OptionGroupBody) => ({
  group_id: body.groupId,
  title: body.title,
  sequence: body.sequence,
  maxlength: body.maxlength,
  required: flag(body.required),
  active: flag(body.active),
});

// Groups never reordered (sequence null) come after the ordered ones on both databases, which sort NULL apart.
const unsequencedLast = sql<number>`case when sequence is null then 1 else 0 end`;

async function optionGroupsOf(db: DbOrTrx, groupId: number, page: Page): Promise<OptionGroupRow[]> {
  return db
    .selectFrom('option_groups')
    .selectAll()
    .where('group_id', '=', groupId)
    .orderBy(unsequencedLast)
    .orderBy('sequence')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

async function countOf(db: DbOrTrx, groupId: number): Promise<number> {
  const { count } = await db
    .selectFrom('option_groups')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** A category's option groups in the order customers see them; 404 when the category is not the shop's. */
export async function listOptionGroups(db: DbOrTrx, shopId: number, groupId: number, page: Page): Promise<OptionGroupList> {
  await itemGroupInShop(db, shopId, groupId);
  const rows = await optionGroupsOf(db, groupId, page);
  return { optionGroups: rows.map(optionGroupViewOf), count: await countOf(db, groupId) };
}

export async function findOptionGroup(db: DbOrTrx, shopId: number, id: number): Promise<OptionGroupDto> {
  return optionGroupViewOf(await optionGroupInShop(db, shopId, id));
}

export function createOptionGroup(db: DbOrTrx, shopId: number, body: OptionGroupBody): Promise<number> {
  return inTransaction(db, async (trx) => {
    await itemGroupInShop(trx, shopId, body.groupId, 'share');
    const row = await trx
      .insertInto('option_groups')
      .values({ location_id: shopId, ...columnsOf(body) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** The group may move to another category of the same shop. */
export function updateOptionGroup(db: DbOrTrx, shopId: number, id: number, body: OptionGroupBody): Promise<OptionGroupDto> {
  return inTransaction(db, async (trx) => {
    await optionGroupInShop(trx, shopId, id, 'update');
    await itemGroupInShop(trx, shopId, body.groupId, 'share');
    const row = await trx
      .updateTable('option_groups')
      .set(columnsOf(body))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return optionGroupViewOf(row);
  });
}

/** Spec 5: a group that still has options stays, and says why. */
export function removeOptionGroup(db: DbOrTrx, shopId: number, id: number): Promise<void> {
  return inTransaction(db, async (trx) => {
    await optionGroupInShop(trx, shopId, id, 'update');
    const option = await trx.selectFrom('options').select('id').where('option_group_id', '=', id).limit(1).executeTakeFirst();
    if (option) throw conflict(OPTION_GROUP_WITH_OPTIONS);
    await trx.deleteFrom('option_groups').where('id', '=', id).execute();
  });
}

/**
 * Renumbers every option group of a category at once. The list must name each of the category's groups exactly
 * once, so the result is always 1..n; a group of another shop is not found, one of another category is bad input.
 */
export function updateSequences(
  db: DbOrTrx,
  shopId: number,
  groupId: number,
  entries: SequenceEntry[],
): Promise<OptionGroupList> {
  assertWholeSequence(entries);
  return inTransaction(db, async (trx) => {
    await itemGroupInShop(trx, shopId, groupId, 'update');
    const owned = await trx
      .selectFrom('option_groups')
      .select(['id', 'group_id'])
      .where('location_id', '=', shopId)
      .where(
        'id',
        'in',
        entries.map((entry) => entry.id),
      )
      .execute();
    if (owned.length !== entries.length) throw optionGroupNotFound();
    if (owned.some((row) => row.group_id !== groupId)) throw invalid('body optionGroups tem opcional de outra categoria.');
    const total = await countOf(trx, groupId);
    if (total !== entries.length) throw invalid(`body optionGroups deve ter todos os ${total} opcionais da categoria.`);
    for (const entry of entries) {
      await trx.updateTable('option_groups').set({ sequence: entry.sequence }).where('id', '=', entry.id).execute();
    }
    const rows = await optionGroupsOf(trx, groupId, { offset: 0, limit: total });
    return { optionGroups: rows.map(optionGroupViewOf), count: total };
  });
}
