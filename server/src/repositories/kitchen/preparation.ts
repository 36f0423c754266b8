import type { Order } from '@contract/ordering';
import { inTransaction, type DbOrTrx, type Trx } from '@server/db/database';
import { nowIso } from '@server/domain/clock';
import { conflict, notFound } from '@server/domain/errors';
import { completesOrder, preparationRefusalOf } from '@server/domain/kitchen-rules';
import type { Actor } from '@server/security/actor';
import { orderEvent, type Outcome, type PendingEvent } from '../common/events';
import { recordActivity } from '../ordering/activity';
import { lockInvoice } from '../ordering/invoice-lock';
import { transitionOrder } from '../ordering/order-commands';
import { findOrder } from '../ordering/order-queries';
import { findKitchenSettings } from './settings';

/** Which lines of an order a tick touches: one item, every item of one station, or every item ('Expedição'). */
export type PreparationTarget = { itemId: number } | { stationId: number | null };

const ORDER_NOT_FOUND = 'Pedido não encontrado.';

/**
 * Marks lines of an order done (with when and who) or undoes them, and tells the shop's screens ('prepared').
 * The invoice is locked first, as every order command does, so a tick and a cancel or a second tick run one at a
 * time. When the tick leaves every item done, the order is completed through the order's own transitions
 * (started first when it was only approved), unless the shop turned that off and this was not 'Expedição'.
 */
export async function markPrepared(
  db: DbOrTrx,
  shopId: number,
  orderId: number,
  target: PreparationTarget,
  done: boolean,
  actor: Actor,
): Promise<Outcome<Order>> {
  return inTransaction(db, async (trx) => {
    const status = await lockedOrderStatus(trx, shopId, orderId);
    const refusal = preparationRefusalOf(status);
    if (refusal) throw conflict(refusal.message, refusal.code);

    const order = (await findOrder(trx, shopId, orderId)) as Order;
    const lines = await linesOf(trx, order, target);
    const now = nowIso();
    if (lines.length > 0) {
      const unmarked = { prepared_at: null, prepared_by: null, prepared_by_member_id: null };
      const { numUpdatedRows } = await trx
        .updateTable('order_items')
        .set(done ? { prepared_at: now, prepared_by: actor.name, prepared_by_member_id: actor.memberId } : unmarked)
        .where('order_id', '=', orderId)
        .where('id', 'in', lines)
        // A line already done keeps who did it and when; the history tells only what changed.
        .where('prepared_at', done ? 'is' : 'is not', null)
        .executeTakeFirst();
      const action = done ? 'orderPrepared' : 'orderPreparationUndone';
      if (numUpdatedRows > 0n) await recordActivity(trx, actor, { shopId, subject: 'order', subjectId: orderId, action, at: now });
    }

    const events: PendingEvent[] = [orderEvent(shopId, 'prepared', orderId)];
    const ticked = (await findOrder(trx, shopId, orderId)) as Order;
    const expedition = 'stationId' in target && target.stationId === null;
    const { autoComplete } = await findKitchenSettings(trx, shopId);
    if (!done || !completesOrder(ticked.items.map(preparedAtOf), autoComplete, expedition)) return { result: ticked, events };

    if (status === 'authorized') events.push(...(await transitionOrder(trx, shopId, orderId, 'start', actor)).events);
    const completed = await transitionOrder(trx, shopId, orderId, 'complete', actor);
    return { result: completed.result, events: [...events, ...completed.events] };
  });

  async function linesOf(trx: Trx, order: Order, chosen: PreparationTarget): Promise<number[]> {
    if ('itemId' in chosen) {
      if (!order.items.some((item) => item.id === chosen.itemId)) throw notFound('Item não encontrado.');
      return [chosen.itemId];
    }
    if (chosen.stationId === null) return order.items.map((item) => item.id);
    const station = await trx.selectFrom('stations').select('id').where('id', '=', chosen.stationId).where('location_id', '=', shopId).executeTakeFirst();
    if (!station) throw notFound('Estação não encontrada.');
    return order.items.filter((item) => item.stationId === chosen.stationId).map((item) => item.id);
  }
}

const preparedAtOf = (item: Order['items'][number]) => ({ preparedAt: item.preparedAt ?? null });

/** The order's status read after its invoice is locked: the one seen before the lock may be stale. */
async function lockedOrderStatus(trx: Trx, shopId: number, orderId: number) {
  const owner = await trx.selectFrom('orders').select('invoice_id').where('id', '=', orderId).where('location_id', '=', shopId).executeTakeFirst();
  if (!owner || !(await lockInvoice(trx, shopId, owner.invoice_id))) throw notFound(ORDER_NOT_FOUND);
  const { status } = await trx.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
  return status;
}
