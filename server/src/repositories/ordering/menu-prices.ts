import type { MenuSnapshot, OptionGroupRule, RequestedLine } from '@server/domain/ordering-rules';
import type { DbOrTrx } from '@server/db/database';

/** Reads, within one shop, the items, portions and options an order names, with what the rules need to price it. */
export async function menuSnapshotFor(db: DbOrTrx, shopId: number, lines: RequestedLine[]): Promise<MenuSnapshot> {
  const itemIds = [...new Set(lines.map((line) => line.itemId))];
  const portionIds = [...new Set(lines.flatMap((line) => (line.portionId === undefined ? [] : [line.portionId])))];
  const optionIds = [...new Set(lines.flatMap((line) => line.optionIds ?? []))];

  const items = await db
    .selectFrom('items')
    .innerJoin('item_groups', 'item_groups.id', 'items.group_id')
    .select(['items.id', 'items.group_id', 'items.name', 'items.price_cents', 'items.available', 'item_groups.active'])
    .where('items.id', 'in', itemIds)
    .where('items.location_id', '=', shopId)
    .execute();

  const portions =
    portionIds.length === 0
      ? []
      : await db
          .selectFrom('portions')
          .innerJoin('items', 'items.id', 'portions.item_id')
          .select(['portions.id', 'portions.item_id', 'portions.name', 'portions.price_cents', 'portions.available'])
          .where('portions.id', 'in', portionIds)
          .where('items.location_id', '=', shopId)
          .execute();

  const options =
    optionIds.length === 0
      ? []
      : await db
          .selectFrom('options')
          .innerJoin('option_groups', 'option_groups.id', 'options.option_group_id')
          .select([
            'options.id',
            'options.option_group_id',
            'options.name',
            'options.price_cents',
            'options.available',
            'option_groups.group_id',
            'option_groups.active',
          ])
          .where('options.id', 'in', optionIds)
          .where('option_groups.location_id', '=', shopId)
          .execute();

  const categoryIds = [...new Set(items.map((item) => item.group_id))];
  const groups =
    categoryIds.length === 0
      ? []
      : await db
          .selectFrom('option_groups')
          .select(['id', 'group_id', 'title', 'required', 'maxlength'])
          .where('group_id', 'in', categoryIds)
          .where('location_id', '=', shopId)
          .where('active', '=', 1)
          // A required group with nothing available cannot be satisfied, so it does not block the item.
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('options')
                .select('options.id')
                .whereRef('options.option_group_id', '=', 'option_groups.id')
                .where('options.available', '=', 1),
            ),
          )
          .execute();

  const optionGroups = new Map<number, OptionGroupRule[]>();
  for (const group of groups) {
    const list = optionGroups.get(group.group_id) ?? [];
    list.push({ id: group.id, title: group.title, required: group.required === 1, maxLength: group.maxlength });
    optionGroups.set(group.group_id, list);
  }

  return {
    items: new Map(
      items.map((item) => [
        item.id,
        {
          name: item.name,
          categoryId: item.group_id,
          priceCents: item.price_cents,
          orderable: item.available === 1 && item.active === 1,
        },
      ]),
    ),
    portions: new Map(
      portions.map((portion) => [
        portion.id,
        { itemId: portion.item_id, name: portion.name, priceCents: portion.price_cents, available: portion.available === 1 },
      ]),
    ),
    options: new Map(
      options.map((option) => [
        option.id,
        {
          optionGroupId: option.option_group_id,
          categoryId: option.group_id,
          name: option.name,
          priceCents: option.price_cents,
          orderable: option.available === 1 && option.active === 1,
        },
      ]),
    ),
    optionGroups,
  };
}
