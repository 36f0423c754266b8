import { sql } from 'kysely';
import type { DbOrTrx } from '@server/db/database';

/** The comandas' and orders' short codes, and the tills' closing numbers. */
export type CodeSeries = 'invoice' | 'order' | 'till';

/**
 * The next short code of each series named, in a shop (1, 2, 3…), in one statement. The upsert takes each counter
 * row's lock, so two concurrent placements never get the same code; the series are always locked in the same order
 * ('invoice' before 'order'), so two placements never wait on each other in a circle.
 */
export async function nextShopCodes<S extends CodeSeries>(trx: DbOrTrx, shopId: number, series: readonly S[]): Promise<Record<S, string>> {
  const rows = await trx
    .insertInto('shop_counters')
    .values([...series].sort().map((name) => ({ location_id: shopId, name, value: 1 })))
    .onConflict((conflict) =>
      conflict.columns(['location_id', 'name']).doUpdateSet({ value: sql<number>`shop_counters.value + 1` }),
    )
    .returning(['name', 'value'])
    .execute();
  return Object.fromEntries(rows.map((row) => [row.name, String(row.value)])) as Record<S, string>;
}
