import type { CallEscalationSettings, CustomerCall, PlaceCallBody, TableCall } from '@contract/calls';
import { CALL_ESCALATION_MINUTES } from '@contract/limits';
import { escalationDueOf } from '@server/domain/escalation-rules';
import { nowIso } from '@server/domain/clock';
import { callDecisionOf } from '@server/domain/call-rules';
import { conflict, invalid, notFound, ordersPaused } from '@server/domain/errors';
import type { DbOrTrx } from '@server/db/database';
import type { TableCallsTable } from '@server/db/tables/calls';
import type { Actor } from '@server/security/actor';
import { callEvent, type Outcome } from '../common/events';
import { isUniqueViolation } from '../common/unique-violation';
import { findOrderPause, pauseEndsText } from '../shop/order-pause';
import { findActiveQrCode } from './customer-menu';

/** How long a closed call stays on staff's list. */
export const DONE_CALLS_KEPT_MS = 60 * 60_000;

export interface PlacedCall extends Outcome<CustomerCall> {
  /** False when the same call was already open: the customer gets that one back, and nobody is called twice. */
  created: boolean;
}

type CallRow = Omit<TableCallsTable, 'id' | 'escalated_at' | 'claimed_by_member_id' | 'done_by_member_id'> & {
  id: number;
  escalated_at?: string | null;
  claimed_by_member_id: number | null;
  done_by_member_id: number | null;
};

const customerViewOf = (row: CallRow): CustomerCall => ({ id: row.id, reason: row.reason, status: row.status, createdAt: row.created_at });

export const staffViewOf = (row: CallRow): TableCall => ({
  id: row.id,
  qrcodeId: row.qrcode_id,
  location: row.location_name,
  reason: row.reason,
  status: row.status,
  createdAt: row.created_at,
  claimedAt: row.claimed_at,
  claimedBy: row.claimed_by,
  doneAt: row.done_at,
  doneBy: row.done_by,
  // Escalated and still unclaimed: once someone says 'Vou atender' the louder alert has done its job.
  escalatedAt: row.status === 'open' ? (row.escalated_at ?? null) : null,
});

const openCallOf = (db: DbOrTrx, qrcodeId: number, reason: CallRow['reason']) =>
  db.selectFrom('table_calls').selectAll().where('qrcode_id', '=', qrcodeId).where('reason', '=', reason).where('status', '<>', 'done').executeTakeFirst();

/** A QR code that exists but takes nothing now (itself or its shop inactive): said plainly, not as 'not found'. */
async function isInactiveQrCode(db: DbOrTrx, code: string): Promise<boolean> {
  const row = await db.selectFrom('qrcodes').select('id').where('code', '=', code).executeTakeFirst();
  return row !== undefined;
}

/**
 * A customer calls from the table's QR code. The same reason already waiting answers with the call that waits (the
 * partial unique index settles two sent at once). Refused for a QR code or shop that is inactive, and while the
 * shop has paused new orders, since nobody is taking the room's requests then.
 */
export async function placeCall(db: DbOrTrx, code: string, body: PlaceCallBody): Promise<PlacedCall> {
  if (body.reason === 'bill') {
    throw invalid(
      'Para pedir a conta, use a comanda: escolha como vai pagar em "Pedir a conta" (POST /public/invoices/{id}/closing).',
      'bill_request_elsewhere',
    );
  }
  const reason = body.reason;
  const qrcode = await findActiveQrCode(db, code);
  if (!qrcode) {
    if (await isInactiveQrCode(db, code)) {
      throw conflict('Este QR code está desativado e não recebe chamados. Fale com um atendente.', undefined, 'qrcode_inactive');
    }
    throw notFound('QR code não encontrado.');
  }
  const pause = await findOrderPause(db, qrcode.shopId, Date.now());
  if (pause) {
    throw ordersPaused(`O estabelecimento pausou os pedidos e os chamados${pauseEndsText(pause.resumeAt)}. Fale com um atendente.`, pause.resumeAt === null ? null : new Date(pause.resumeAt).toISOString());
  }
  const waiting = await openCallOf(db, qrcode.id, reason);
  if (waiting) return { result: customerViewOf(waiting), events: [], created: false };
  try {
    const row = await db
      .insertInto('table_calls')
      .values({
        location_id: qrcode.shopId,
        qrcode_id: qrcode.id,
        location_name: qrcode.locationName,
        reason,
        status: 'open',
        created_at: nowIso(),
        claimed_at: null,
        claimed_by_user_id: null,
        claimed_by_member_id: null,
        claimed_by: null,
        done_at: null,
        done_by_user_id: null,
        done_by_member_id: null,
        done_by: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { result: customerViewOf(row), events: [callEvent(qrcode.shopId, 'created', row.id)], created: true };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const winner = await openCallOf(db, qrcode.id, reason);
    if (!winner) throw err;
    return { result: customerViewOf(winner), events: [], created: false };
  }
}

/** The shop's calls not yet done, oldest first, then those done within the last hour, latest first. */
export async function listCalls(db: DbOrTrx, shopId: number, now = Date.now()): Promise<TableCall[]> {
  const waiting = await db
    .selectFrom('table_calls')
    .selectAll()
    .where('location_id', '=', shopId)
    .where('status', '<>', 'done')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const done = await db
    .selectFrom('table_calls')
    .selectAll()
    .where('location_id', '=', shopId)
    .where('status', '=', 'done')
    .where('done_at', '>=', new Date(now - DONE_CALLS_KEPT_MS).toISOString())
    .orderBy('done_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return [...waiting, ...done].map(staffViewOf);
}

async function callOfShop(db: DbOrTrx, shopId: number, id: number): Promise<CallRow> {
  const row = await db.selectFrom('table_calls').selectAll().where('id', '=', id).where('location_id', '=', shopId).executeTakeFirst();
  if (!row) throw notFound('Chamado não encontrado.');
  return row;
}

/**
 * 'Vou atender': the first claim wins. The update only takes a call still open, so of two claims at once (on any
 * instance) one changes the row and the other finds it taken and is told by whom. Claiming one's own call again
 * answers it as it is: one's own is the same person of the team, or the shop's own account again when no person
 * acts (every person's device signs in with the shop's one user, so the user alone tells nobody apart).
 */
export async function claimCall(db: DbOrTrx, shopId: number, id: number, actor: Actor): Promise<Outcome<TableCall>> {
  const claimed = await db
    .updateTable('table_calls')
    .set({ status: 'claimed', claimed_at: nowIso(), claimed_by_user_id: actor.userId, claimed_by_member_id: actor.memberId, claimed_by: actor.name })
    .where('id', '=', id)
    .where('location_id', '=', shopId)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
  if (claimed) return { result: staffViewOf(claimed), events: [callEvent(shopId, 'claimed', id)] };
  const row = await callOfShop(db, shopId, id);
  const decision = callDecisionOf('claim', row, actor);
  if (!decision.ok) throw conflict(decision.message, decision.code);
  return { result: staffViewOf(row), events: [] };
}

/** 'Concluir': whoever closes the call is recorded; a call closed already is refused, saying by whom. */
export async function finishCall(db: DbOrTrx, shopId: number, id: number, actor: Actor): Promise<Outcome<TableCall>> {
  const done = await db
    .updateTable('table_calls')
    .set({ status: 'done', done_at: nowIso(), done_by_user_id: actor.userId, done_by_member_id: actor.memberId, done_by: actor.name })
    .where('id', '=', id)
    .where('location_id', '=', shopId)
    .where('status', '<>', 'done')
    .returningAll()
    .executeTakeFirst();
  if (done) return { result: staffViewOf(done), events: [callEvent(shopId, 'done', id)] };
  const row = await callOfShop(db, shopId, id);
  const decision = callDecisionOf('finish', row, actor);
  if (!decision.ok) throw conflict(decision.message, decision.code);
  return { result: staffViewOf(row), events: [] };
}

const MINUTE_MS = 60_000;
/** A call older than this is not escalated any more: a server back after a long stop pushes no stale calls. */
export const CALL_ESCALATION_WINDOW_MS = 60 * MINUTE_MS;
const SWEEP_BATCH = 1_000;

/** The shop's 'Avisar todos se um chamado ficar sem resposta por'; a shop that never saved it has the default. */
export async function findCallEscalationSettings(db: DbOrTrx, shopId: number): Promise<CallEscalationSettings> {
  const row = await db.selectFrom('call_escalation_settings').select('minutes').where('location_id', '=', shopId).executeTakeFirst();
  return { minutes: row ? row.minutes : CALL_ESCALATION_MINUTES.default };
}

export async function saveCallEscalationSettings(db: DbOrTrx, shopId: number, settings: CallEscalationSettings): Promise<CallEscalationSettings> {
  await db
    .insertInto('call_escalation_settings')
    .values({ location_id: shopId, minutes: settings.minutes })
    .onConflict((conflict) => conflict.column('location_id').doUpdateSet({ minutes: settings.minutes }))
    .execute();
  return findCallEscalationSettings(db, shopId);
}

/**
 * Escalates the calls nobody claimed within their shop's minutes at `now` (milliseconds), each with its 'escalated'
 * event, as takeUnansweredOrders does for orders (the same rule, escalationDueOf): the update decides between
 * instances sweeping at once, so each call is escalated, and pushed, once.
 */
export async function takeUnansweredCalls(db: DbOrTrx, now: number): Promise<Outcome<number[]>> {
  const candidates = await db
    .selectFrom('table_calls')
    .leftJoin('call_escalation_settings as settings', 'settings.location_id', 'table_calls.location_id')
    .select(['table_calls.id as id', 'table_calls.created_at as createdAt', 'settings.location_id as configured', 'settings.minutes as minutes'])
    .where('table_calls.status', '=', 'open')
    .where('table_calls.escalated_at', 'is', null)
    .where('table_calls.created_at', '>', new Date(now - CALL_ESCALATION_WINDOW_MS).toISOString())
    .where('table_calls.created_at', '<=', new Date(now - CALL_ESCALATION_MINUTES.min * MINUTE_MS).toISOString())
    .orderBy('table_calls.created_at')
    .limit(SWEEP_BATCH)
    .execute();
  const due = candidates
    .filter(({ createdAt, configured, minutes }) =>
      escalationDueOf(Date.parse(createdAt), configured === null ? undefined : minutes, now, CALL_ESCALATION_MINUTES.default),
    )
    .map((row) => row.id);
  if (due.length === 0) return { result: [], events: [] };
  const escalated = await db
    .updateTable('table_calls')
    .set({ escalated_at: new Date(now).toISOString() })
    .where('id', 'in', due)
    .where('status', '=', 'open')
    .where('escalated_at', 'is', null)
    .returning(['id', 'location_id'])
    .execute();
  return {
    result: escalated.map((row) => row.id),
    events: escalated.map((row) => callEvent(row.location_id, 'escalated', row.id)),
  };
}

/** One call of a shop as staff see it, or undefined (the push of an escalated call reads it). */
export async function findCall(db: DbOrTrx, shopId: number, id: number): Promise<TableCall | undefined> {
  const row = await db.selectFrom('table_calls').selectAll().where('id', '=', id).where('location_id', '=', shopId).executeTakeFirst();
  return row ? staffViewOf(row) : undefined;
}
