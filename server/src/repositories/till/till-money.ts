import { sql } from 'kysely';
import type { Trx } from '@server/db/database';

/**
 * The till open on the device a payment is recorded from, taken for writing so that its closing waits for the
 * payment (or the payment for the closing, and then finds no till). Null without a device or an open till there.
 */
export async function tillTakingMoney(trx: Trx, shopId: number, device: string | null | undefined): Promise<number | null> {
  if (!device) return null;
  const row = await trx
    .updateTable('tills')
    .set({ status: sql`status` })
    .where('location_id', '=', shopId)
    .where('device_key', '=', device)
    .where('status', '=', 'open')
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}
