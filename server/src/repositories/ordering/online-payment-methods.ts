import type { DbOrTrx } from '@server/db/database';
import { conflict } from '@server/domain/errors';

export const onlinePaymentUnavailable = () =>
  conflict('Este estabelecimento não aceita pagamento online.', undefined, 'online_payment_unavailable');

/** Whether the shop offers paying online: the catalogue's online method bound to it as public. */
export async function shopTakesOnlinePayments(db: DbOrTrx, shopId: number): Promise<boolean> {
  const bound = await db
    .selectFrom('location_payment_methods')
    .innerJoin('payment_methods', 'payment_methods.id', 'location_payment_methods.payment_method_id')
    .select('location_payment_methods.id')
    .where('location_payment_methods.location_id', '=', shopId)
    .where('location_payment_methods.is_public', '=', 1)
    .where('payment_methods.online', '=', 1)
    .executeTakeFirst();
  return bound !== undefined;
}
