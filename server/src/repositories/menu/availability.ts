import type { Availability, AvailabilityChange } from '@contract/availability';
import type { DbOrTrx } from '@server/db/database';
import { notFound } from '@server/domain/errors';
import { now } from './views';

/** Whether each of a shop's products and options asked for is on sale, and how many products offer each option. */
export async function availabilityOf(db: DbOrTrx, shopId: number, itemIds: number[], optionIds: number[]): Promise<Availability> {
  const items =
    itemIds.length === 0
      ? []
      : await db.selectFrom('items').select(['id', 'available']).where('location_id', '=', shopId).where('id', 'in', itemIds).orderBy('id').execute();
  const options =
    optionIds.length === 0
      ? []
      : await db
          .selectFrom('options')
          .innerJoin('option_groups', 'option_groups.id', 'options.option_group_id')
          .select((eb) => [
            'options.id as id',
            'options.available as available',
            // Option groups belong to a category: an option is offered with every product of it.
            eb
              .selectFrom('items')
              .select((inner) => inner.fn.countAll<number | string>().as('count'))
              .whereRef('items.group_id', '=', 'option_groups.group_id')
              .as('productCount'),
          ])
          .where('option_groups.location_id', '=', shopId)
          .where('options.id', 'in', optionIds)
          .orderBy('options.id')
          .execute();
  return {
    items: items.map((item) => ({ id: item.id, available: item.available === 1 })),
    options: options.map((option) => ({ id: option.id, available: option.available === 1, productCount: Number(option.productCount ?? 0) })),
  };
}

/** Marks one product on sale or sold out, nothing else about it; 404 when it is not the shop's. */
export async function setItemAvailability(db: DbOrTrx, shopId: number, id: number, available: boolean): Promise<AvailabilityChange> {
  const result = await db
    .updateTable('items')
    .set({ available: available ? 1 : 0, updated_at: now() })
    .where('id', '=', id)
    .where('location_id', '=', shopId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('Produto não encontrado.');
  return { id, available };
}

/** The same for an option, which is the shop's through its option group. */
export async function setOptionAvailability(db: DbOrTrx, shopId: number, id: number, available: boolean): Promise<AvailabilityChange> {
  const result = await db
    .updateTable('options')
    .set({ available: available ? 1 : 0 })
    .where('id', '=', id)
    .where('option_group_id', 'in', (eb) => eb.selectFrom('option_groups').select('id').where('location_id', '=', shopId))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('Opção não encontrada.');
  return { id, available };
}
