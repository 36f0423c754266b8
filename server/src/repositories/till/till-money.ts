import { sql } from 'kysely';
import type { Trx } from '@server/db/database';
import { TILL_REQUIRED_MESSAGE } from '@contract/till-values';
import { conflict } from '@server/domain/errors';
import { tillSettingsOf } from './till-settings';

/**
 * The till open on the device a payment is recorded from, taken for writing so that its closing waits for the
 * payment (or the payment for the closing, and then finds no till). Null without a device or an open till there;
 * a shop that requires an open till ('Exigir caixa aberto') refuses then money taken at the counter (409
 * till_required), while a comanda closed on money paid online needs none.
 */
export async function tillTakingMoney(trx: Trx, shopId: number, device: string | null | undefined, countersMoney = true): Promise<number | null> {
  const row = device
    ? await trx
        .updateTable('tills')
        .set({ status: sql`status` })
        .where('location_id', '=', shopId)
        .where('device_key', '=', device)
        .where('status', '=', 'open')
        .returning('id')
        .executeTakeFirst()
    : undefined;
  if (row) return row.id;
  if (countersMoney && (await tillSettingsOf(trx, shopId)).required) throw conflict(TILL_REQUIRED_MESSAGE, 'till_required');
  return null;
}
