import type { ExpressionBuilder } from 'kysely';
import type { OrderPause } from '@contract/ordering';
import type { Database } from '@server/db/schema';
import type { DbOrTrx } from '@server/db/database';
import { ordersPaused, type DomainError } from '@server/domain/errors';
import { SHOP_TIME_ZONE } from '../common/day-range';
import { shopEvent, type Outcome } from '../common/events';

/** A shop's pause as stored: times in milliseconds; resumeAt null until someone resumes. */
export interface StoredPause {
  pausedAt: number;
  resumeAt: number | null;
}

const NOT_PAUSED: OrderPause = { paused: false, pausedAt: null, resumeAt: null };

export function orderPauseOf(pause: StoredPause | undefined): OrderPause {
  if (!pause) return NOT_PAUSED;
  return {
    paused: true,
    pausedAt: new Date(pause.pausedAt).toISOString(),
    resumeAt: pause.resumeAt === null ? null : new Date(pause.resumeAt).toISOString(),
  };
}

/** In the shop's time zone: a customer reads 'até 20:30' on the shop's clock. */
const clockTime = new Intl.DateTimeFormat('pt-BR', { timeZone: SHOP_TIME_ZONE, hour: '2-digit', minute: '2-digit' });

/** ' até 20:30' on the shop's clock for a timed pause, nothing for one until someone resumes. */
export const pauseEndsText = (resumeAt: number | null): string => (resumeAt === null ? '' : ` até ${clockTime.format(resumeAt)}`);

/** The customer's answer while the shop is paused (HTTP 423, code 'orders_paused', with the time it resumes). */
export function ordersPausedError(resumeAt: number | null): DomainError {
  return resumeAt === null
    ? ordersPaused('O estabelecimento pausou os pedidos. Tente de novo mais tarde.', null)
    : ordersPaused(`O estabelecimento pausou os pedidos até ${clockTime.format(resumeAt)}. Tente de novo depois disso.`, new Date(resumeAt).toISOString());
}

/** A pause is in force until its time; one past its time counts as over even before the sweep removes it. */
export const pauseInForceAt = (now: number) => (eb: ExpressionBuilder<Database, 'order_pauses'>) =>
  eb.or([eb('order_pauses.resume_at', 'is', null), eb('order_pauses.resume_at', '>', now)]);

/** A pause as read: PostgreSQL answers its bigint columns as strings. */
export const storedPauseOf = (row: { paused_at: number | string; resume_at: number | string | null }): StoredPause => ({
  pausedAt: Number(row.paused_at),
  resumeAt: row.resume_at === null ? null : Number(row.resume_at),
});

/** The shop's pause still in force at `now`. */
export async function findOrderPause(db: DbOrTrx, shopId: number, now: number): Promise<StoredPause | undefined> {
  const row = await db
    .selectFrom('order_pauses')
    .select(['paused_at', 'resume_at'])
    .where('location_id', '=', shopId)
    .where(pauseInForceAt(now))
    .executeTakeFirst();
  return row && storedPauseOf(row);
}

/** Pauses new orders from `now` until `resumeAt` (null: until resumed), replacing any pause in force. */
export async function pauseOrders(db: DbOrTrx, shopId: number, now: number, resumeAt: number | null): Promise<Outcome<StoredPause>> {
  await db
    .insertInto('order_pauses')
    .values({ location_id: shopId, paused_at: now, resume_at: resumeAt })
    .onConflict((conflict) => conflict.column('location_id').doUpdateSet({ paused_at: now, resume_at: resumeAt }))
    .execute();
  return { result: { pausedAt: now, resumeAt }, events: [shopEvent(shopId, 'paused')] };
}

/**
 * Ends the shop's pause; true, and the shop's screens told, when one was in force at `now` (one past its time is
 * only removed: the sweep told them already, or will).
 */
export async function resumeOrders(db: DbOrTrx, shopId: number, now: number): Promise<Outcome<boolean>> {
  const removed = await db.deleteFrom('order_pauses').where('location_id', '=', shopId).returning('resume_at').execute();
  const wasInForce = removed.some((row) => row.resume_at === null || Number(row.resume_at) > now);
  return { result: wasInForce, events: wasInForce ? [shopEvent(shopId, 'resumed')] : [] };
}

/**
 * Removes the pauses whose time has come and answers their shops, each with its 'resumed' event. Several instances
 * may sweep at once: the delete decides, so each shop is answered by one of them only.
 */
export async function takeEndedPauses(db: DbOrTrx, now: number): Promise<Outcome<number[]>> {
  const rows = await db.deleteFrom('order_pauses').where('resume_at', '<=', now).returning('location_id').execute();
  const shops = rows.map((row) => row.location_id);
  return { result: shops, events: shops.map((shopId) => shopEvent(shopId, 'resumed')) };
}
