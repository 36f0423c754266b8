import { sql } from 'kysely';
import type { CloseTillBody, CorrectTillBody, Till, TillMethod, TillMovementBody } from '@contract/till';
import { inTransaction, type DbOrTrx, type Trx } from '@server/db/database';
import { nowIso } from '@server/domain/clock';
import { conflict, notFound } from '@server/domain/errors';
import { closingLinesOf } from '@server/domain/till-rules';
import type { Actor } from '@server/security/actor';
import { toCents } from '../common/money';
import { isUniqueViolation } from '../common/unique-violation';
import { acceptedMethodsOf } from '../ordering/invoice-payments';
import { nextShopCodes } from '../ordering/shop-codes';
import { expectedOfTill, findTill } from './till-queries';

/*
 * The till's commands. A till is written only while open: each command takes its row for writing where it is still
 * open (a no-op update: the row lock on PostgreSQL, the write lock on SQLite) before anything else, so a sangria, a
 * payment and the closing of one till happen one after the other, and whatever comes after the closing finds it
 * closed. Two people closing one till at once: exactly one closes it, the other gets 409 till_closed.
 */

const tillClosed = () => conflict('Este caixa já foi fechado.', 'till_closed');

/** Takes a shop's till for writing while it is open; false when it is closed, 404 when the shop has no such till. */
async function takeOpenTill(trx: Trx, shopId: number, tillId: number): Promise<void> {
  const { numUpdatedRows } = await trx
    .updateTable('tills')
    .set({ status: sql`status` })
    .where('id', '=', tillId)
    .where('location_id', '=', shopId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (numUpdatedRows > 0n) return;
  const exists = await trx.selectFrom('tills').select('id').where('id', '=', tillId).where('location_id', '=', shopId).executeTakeFirst();
  throw exists ? tillClosed() : notFound('Caixa não encontrado.');
}

/** 'Abrir caixa' on a device; 409 till_open when the device's till is already open. */
export async function openTill(db: DbOrTrx, shopId: number, device: string, floatReais: number, actor: Actor): Promise<Till> {
  const opened = await inTransaction(db, async (trx) => {
    try {
      return await trx
        .insertInto('tills')
        .values({
          location_id: shopId,
          device_key: device,
          status: 'open',
          number: null,
          float_cents: toCents(floatReais),
          opened_by_user_id: actor.userId,
          opened_by_member_id: actor.memberId,
          opened_by_name: actor.fullName,
          opened_at: nowIso(),
          closed_by_user_id: null,
          closed_by_member_id: null,
          closed_by_name: null,
          closed_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('Este aparelho já tem um caixa aberto.', 'till_open');
      throw error;
    }
  });
  return (await findTill(db, shopId, opened.id)) as Till;
}

/** 'Sangria' or 'Suprimento' on an open till of the shop. */
export async function recordTillMovement(db: DbOrTrx, shopId: number, tillId: number, movement: TillMovementBody, actor: Actor): Promise<Till> {
  return inTransaction(db, async (trx) => {
    await takeOpenTill(trx, shopId, tillId);
    await trx
      .insertInto('till_movements')
      .values({
        location_id: shopId,
        till_id: tillId,
        kind: movement.kind,
        amount_cents: toCents(movement.amount),
        reason: movement.reason.trim(),
        by_user_id: actor.userId,
        by_member_id: actor.memberId,
        by_name: actor.fullName,
        created_at: nowIso(),
      })
      .execute();
    return (await findTill(trx, shopId, tillId)) as Till;
  });
}

/**
 * 'Fechar caixa': records what was counted beside what was expected, per method, numbers the closing with the
 * shop's next number and closes the till for good.
 */
export async function closeTill(db: DbOrTrx, shopId: number, tillId: number, body: CloseTillBody, actor: Actor): Promise<Till> {
  return inTransaction(db, async (trx) => {
    await takeOpenTill(trx, shopId, tillId);
    const countedCents = Object.fromEntries(Object.entries(body.counted).map(([method, reais]) => [method, toCents(reais ?? 0)])) as Partial<
      Record<TillMethod, number>
    >;
    const lines = closingLinesOf(await expectedOfTill(trx, tillId), countedCents, await acceptedMethodsOf(trx, shopId));
    await trx
      .insertInto('till_counts')
      .values(lines.map((line) => ({ till_id: tillId, method: line.method, expected_cents: line.expectedCents, counted_cents: line.countedCents })))
      .execute();
    // The shop's counter row, locked by its upsert: two tills closing at once never take one number.
    const { till: number } = await nextShopCodes(trx, shopId, ['till']);
    await trx
      .updateTable('tills')
      .set({
        status: 'closed',
        number: Number(number),
        closed_by_user_id: actor.userId,
        closed_by_member_id: actor.memberId,
        closed_by_name: actor.fullName,
        closed_at: nowIso(),
      })
      .where('id', '=', tillId)
      .execute();
    return (await findTill(trx, shopId, tillId)) as Till;
  });
}

/**
 * 'Corrigir contagem' on a closed till: the new count of one method is recorded beside the closing, with who, when
 * and why; the closing's own lines stay as they were. 409 till_open while the till is still open (its count is the
 * closing's), 404 for another shop's till.
 */
export async function correctTill(db: DbOrTrx, shopId: number, tillId: number, body: CorrectTillBody, actor: Actor): Promise<Till> {
  return inTransaction(db, async (trx) => {
    const till = await trx.selectFrom('tills').select('status').where('id', '=', tillId).where('location_id', '=', shopId).executeTakeFirst();
    if (!till) throw notFound('Caixa não encontrado.');
    if (till.status === 'open') throw conflict('Este caixa ainda está aberto: a contagem se faz ao fechá-lo.', 'till_open');
    await trx
      .insertInto('till_corrections')
      .values({
        location_id: shopId,
        till_id: tillId,
        method: body.method,
        counted_cents: toCents(body.counted),
        reason: body.reason.trim(),
        by_user_id: actor.userId,
        by_member_id: actor.memberId,
        by_name: actor.fullName,
        created_at: nowIso(),
      })
      .execute();
    return (await findTill(trx, shopId, tillId)) as Till;
  });
}
