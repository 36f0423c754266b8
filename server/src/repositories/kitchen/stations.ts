import type { Station, StationBody } from '@contract/kitchen';
import { STATIONS_MAX } from '@contract/kitchen';
import { inTransaction, type DbOrTrx, type Trx } from '@server/db/database';
import { conflict, invalid, notFound } from '@server/domain/errors';
import { isUniqueViolation } from '../common/unique-violation';

const NOT_FOUND = 'Estação não encontrada.';
const SAME_NAME = 'Já existe uma estação com esse nome.';

/** A shop's stations in the order they were made, each with its categories. */
export async function listStations(db: DbOrTrx, shopId: number): Promise<Station[]> {
  const stations = await db.selectFrom('stations').select(['id', 'name']).where('location_id', '=', shopId).orderBy('id').execute();
  if (stations.length === 0) return [];
  const categories = await db
    .selectFrom('station_categories')
    .select(['station_id', 'group_id'])
    .where(
      'station_id',
      'in',
      stations.map((station) => station.id),
    )
    .orderBy('group_id')
    .execute();
  return stations.map((station) => ({
    id: station.id,
    name: station.name,
    categoryIds: categories.filter((row) => row.station_id === station.id).map((row) => row.group_id),
  }));
}

/**
 * Refuses categories that are not the shop's, or that another station already takes (a category belongs to at
 * most one station): the staff move it by taking it out of the other first.
 */
async function checkCategories(trx: Trx, shopId: number, stationId: number | null, categoryIds: number[]): Promise<void> {
  if (categoryIds.length === 0) return;
  const owned = await trx
    .selectFrom('item_groups')
    .select(['id', 'title'])
    .where('location_id', '=', shopId)
    .where('id', 'in', categoryIds)
    .execute();
  if (owned.length !== categoryIds.length) throw invalid('Categoria não encontrada.');
  const taken = await trx
    .selectFrom('station_categories')
    .innerJoin('stations', 'stations.id', 'station_categories.station_id')
    .select(['station_categories.group_id', 'stations.name'])
    .where('station_categories.group_id', 'in', categoryIds)
    .$if(stationId !== null, (query) => query.where('station_categories.station_id', '!=', stationId as number))
    .executeTakeFirst();
  if (taken) {
    const title = owned.find((category) => category.id === taken.group_id)?.title ?? '';
    throw conflict(`A categoria ${title} já pertence à estação ${taken.name}.`);
  }
}

async function stationOf(trx: Trx, shopId: number, id: number): Promise<Station> {
  const station = (await listStations(trx, shopId)).find((entry) => entry.id === id);
  if (!station) throw notFound(NOT_FOUND);
  return station;
}

export async function createStation(db: DbOrTrx, shopId: number, body: StationBody): Promise<Station> {
  return inTransaction(db, async (trx) => {
    const { count } = await trx
      .selectFrom('stations')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('location_id', '=', shopId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= STATIONS_MAX) throw conflict(`Uma loja tem no máximo ${STATIONS_MAX} estações.`);
    await checkCategories(trx, shopId, null, body.categoryIds);
    const { id } = await insertStation(trx, shopId, body.name.trim());
    await putCategories(trx, id, body.categoryIds);
    return stationOf(trx, shopId, id);
  });
}

export async function updateStation(db: DbOrTrx, shopId: number, id: number, body: StationBody): Promise<Station> {
  return inTransaction(db, async (trx) => {
    await stationOf(trx, shopId, id);
    await checkCategories(trx, shopId, id, body.categoryIds);
    await renameStation(trx, id, body.name.trim());
    await trx.deleteFrom('station_categories').where('station_id', '=', id).execute();
    await putCategories(trx, id, body.categoryIds);
    return stationOf(trx, shopId, id);
  });
}

export async function removeStation(db: DbOrTrx, shopId: number, id: number): Promise<void> {
  const { numDeletedRows } = await db.deleteFrom('stations').where('id', '=', id).where('location_id', '=', shopId).executeTakeFirst();
  if (numDeletedRows === 0n) throw notFound(NOT_FOUND);
}

// The unique index decides between two staff saving the same name at once; the transaction rolls back either way.
async function refusingSameName<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(SAME_NAME);
    throw err;
  }
}

const insertStation = (trx: Trx, shopId: number, name: string) =>
  refusingSameName(trx.insertInto('stations').values({ location_id: shopId, name }).returning('id').executeTakeFirstOrThrow());

const renameStation = (trx: Trx, id: number, name: string) =>
  refusingSameName(trx.updateTable('stations').set({ name }).where('id', '=', id).execute());

async function putCategories(trx: Trx, stationId: number, categoryIds: number[]): Promise<void> {
  if (categoryIds.length === 0) return;
  await trx
    .insertInto('station_categories')
    .values(categoryIds.map((groupId) => ({ group_id: groupId, station_id: stationId })))
    .execute();
}

/**
 * The station of each product, for the lines of a shop's orders: its category's, else the shop's first station;
 * null for every product while the shop defines none (its one 'Cozinha' takes everything).
 */
export async function stationsOfProducts(db: DbOrTrx, shopId: number, itemIds: number[]): Promise<(itemId: number | null) => number | null> {
  const first = await db.selectFrom('stations').select('id').where('location_id', '=', shopId).orderBy('id').limit(1).executeTakeFirst();
  if (!first) return () => null;
  const rows =
    itemIds.length === 0
      ? []
      : await db
          .selectFrom('items')
          .innerJoin('station_categories', 'station_categories.group_id', 'items.group_id')
          .select(['items.id', 'station_categories.station_id'])
          .where('items.id', 'in', itemIds)
          .execute();
  const stationOfItem = new Map(rows.map((row) => [row.id, row.station_id]));
  return (itemId) => (itemId === null ? undefined : stationOfItem.get(itemId)) ?? first.id;
}
