import { sql } from 'kysely';
import type { DbOrTrx } from '@server/db/database';

export type CodeSeries = 'invoice' | 'order';

/**
 * The next short code of a series in a shop (1, 2, 3…). The upsert takes the counter row's lock, so two
 * concurrent placements never get the same code.
 */
export async function nextShopCode(trx: DbOrTrx, shopId: number, series: CodeSeries): Promise<string> {
  const { value } = await trx
    .insertInto('shop_counters')
    .values({ location_id: shopId, name: series, value: 1 })
    .onConflict((conflict) =>
      conflict.columns(['location_id', 'name']).doUpdateSet({ value: sql<number>`shop_counters.value + 1` }),
    )
    .returning('value')
    .executeTakeFirstOrThrow();
  return String(value);
}
