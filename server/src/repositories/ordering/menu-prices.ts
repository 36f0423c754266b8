import type { MenuSnapshot, OptionGroupRule, RequestedLine } from '@server/domain/pricing-rules';
import type { DbOrTrx } from '@server/db/database';

/** Reads, within one shop, the items, portions and options an order names, with what the rules need to price it. */
export async function menuSnapshotFor(db: DbOrTrx, shopId: number, lines: RequestedLine[]): Promise<MenuSnapshot> {
  const itemIds = [...new Set(lines.map((line) => line.itemId))];
  const portionIds = [...new Set(lines.flatMap((line) => (line.portionId === undefined ? [] : [line.portionId])))];
  const optionIds = [...new Set(lines.flatMap((line) => line.optionIds ?? []))];

  // The items with their categories' active option groups, one row per item and group (one with nulls for an item
  // whose category has none): one query rather than the items, then their categories' groups.
  const itemRows = await db
    .selectFrom('items')
    .innerJoin('item_groups', 'item_groups.id', 'items.group_id')
    .leftJoin('option_groups', (join) =>
      join
        .onRef('option_groups.group_id', '=', 'items.group_id')
        .onRef('option_groups.location_id', '=', 'items.location_id')
        .on('option_groups.active', '=', 1)
        // A required group with nothing available cannot be satisfied, so it does not block the item.
        .on((eb) =>
          eb.exists(
            eb
              .selectFrom('options')
              .select('options.id')
              .whereRef('options.option_group_id', '=', 'option_groups.id')
              .where('options.available', '=', 1),
          ),
        ),
    )
    .select([
      'items.id',
      'items.group_id',
      'items.name',
      'items.price_cents',
      'items.available',
      'item_groups.active',
      'option_groups.id as option_group_id',
      'option_groups.title as option_group_title',
      'option_groups.required as option_group_required',
      'option_groups.maxlength as option_group_maxlength',
    ])
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

  const optionGroups = new Map<number, OptionGroupRule[]>();
  const seenGroups = new Set<number>();
  for (const row of itemRows) {
    if (row.option_group_id === null || seenGroups.has(row.option_group_id)) continue;
    seenGroups.add(row.option_group_id);
    const list = optionGroups.get(row.group_id) ?? [];
    list.push({
      id: row.option_group_id,
      title: row.option_group_title ?? '',
      required: row.option_group_required === 1,
      maxLength: row.option_group_maxlength,
    });
    optionGroups.set(row.group_id, list);
  }

  return {
    // An item's rows, one per group, say the same of it.
    items: new Map(
      itemRows.map((item) => [
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
