import type { Selectable } from 'kysely';
import { STAFF_MESSAGES, TEAM_MAX_MEMBERS, type StaffMember, type StaffRole } from '@contract/staff';
import { inTransaction, type DbOrTrx } from '@server/db/database';
import type { StaffMembersTable } from '@server/db/tables/team';
import { nowIso } from '@server/domain/clock';
import { conflict, notFound } from '@server/domain/errors';
import { teamEvent, type Outcome } from '../common/events';
import { isUniqueViolation } from '../common/unique-violation';
import { locked } from '../menu/locks';

/** What a member's name and role become; the PIN travels only as its digest (security/pins.ts). */
export interface MemberFields {
  name: string;
  role: StaffRole;
}

export interface MemberChanges extends MemberFields {
  active: boolean;
  /** Absent: the PIN stays as it was. */
  pinDigest?: string;
}

const MEMBER_COLUMNS = ['id', 'name', 'role', 'active'] as const;
type MemberRow = Pick<Selectable<StaffMembersTable>, (typeof MEMBER_COLUMNS)[number]>;

const memberOf = (row: MemberRow): StaffMember => ({ id: row.id, name: row.name, role: row.role, active: row.active === 1 });

export const memberNotFound = () => notFound('Pessoa da equipe não encontrada.');
const pinTaken = () => conflict(STAFF_MESSAGES.pinTaken, undefined, 'pin_taken');

/** The shop's team, active people first, each by name. */
export async function listMembers(db: DbOrTrx, shopId: number): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('staff_members')
    .select(MEMBER_COLUMNS)
    .where('location_id', '=', shopId)
    .orderBy('active', 'desc')
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(memberOf);
}

/** One member of the shop, active or not; undefined when the id is not one of its people. */
export async function findMember(db: DbOrTrx, shopId: number, id: number): Promise<StaffMember | undefined> {
  const row = await db.selectFrom('staff_members').select(MEMBER_COLUMNS).where('id', '=', id).where('location_id', '=', shopId).executeTakeFirst();
  return row && memberOf(row);
}

/** The active member of the shop whose PIN has this digest, if any. */
export async function findActiveMemberByPin(db: DbOrTrx, shopId: number, pinDigest: string): Promise<StaffMember | undefined> {
  const row = await db
    .selectFrom('staff_members')
    .select(MEMBER_COLUMNS)
    .where('location_id', '=', shopId)
    .where('pin_digest', '=', pinDigest)
    .where('active', '=', 1)
    .executeTakeFirst();
  return row && memberOf(row);
}

/** Whether another active member of the shop has this PIN already: a friendly 409 before the unique index's. */
async function assertPinFree(db: DbOrTrx, shopId: number, pinDigest: string, exceptId?: number): Promise<void> {
  let query = db.selectFrom('staff_members').select('id').where('location_id', '=', shopId).where('pin_digest', '=', pinDigest).where('active', '=', 1);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw pinTaken();
}

/**
 * Refuses one more active person past TEAM_MAX_MEMBERS. Deactivated people stay listed, as what they did names
 * them, so only the active count: a shop that changed its whole staff over the years can still add people.
 */
async function assertRoomInTeam(db: DbOrTrx, shopId: number): Promise<void> {
  const { count } = await db
    .selectFrom('staff_members')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('location_id', '=', shopId)
    .where('active', '=', 1)
    .executeTakeFirstOrThrow();
  if (Number(count) >= TEAM_MAX_MEMBERS) throw conflict(`A equipe já tem ${TEAM_MAX_MEMBERS} pessoas ativas.`, undefined, 'team_full');
}

/** Runs a write whose unique index may refuse the PIN, as the same 409 the check before it gives. */
async function withPinUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw pinTaken();
    throw err;
  }
}

/** The shop's row, locked on PostgreSQL so that two people added or brought back at once cannot both take the last place. */
const lockShop = (trx: DbOrTrx, shopId: number) => locked(trx, trx.selectFrom('locations').select('id').where('id', '=', shopId), 'update').execute();

/** Adds a person to the team; two equal PINs at once are kept apart by the partial unique index. */
export async function createMember(db: DbOrTrx, shopId: number, fields: MemberFields, pinDigest: string): Promise<Outcome<StaffMember>> {
  return withPinUnique(() =>
    inTransaction(db, async (trx) => {
      await lockShop(trx, shopId);
      await assertRoomInTeam(trx, shopId);
      await assertPinFree(trx, shopId, pinDigest);
      const now = nowIso();
      const row = await trx
        .insertInto('staff_members')
        .values({ location_id: shopId, name: fields.name, role: fields.role, pin_digest: pinDigest, active: 1, created_at: now, updated_at: now })
        .returning(MEMBER_COLUMNS)
        .executeTakeFirstOrThrow();
      return { result: memberOf(row), events: [teamEvent(shopId, 'added', row.id)] };
    }),
  );
}

/**
 * Changes a person; deactivating keeps their row, so what they did still names them, and frees their PIN. Bringing
 * someone back needs their PIN free and a place in the team.
 */
export async function updateMember(db: DbOrTrx, shopId: number, id: number, changes: MemberChanges): Promise<Outcome<StaffMember>> {
  return withPinUnique(() =>
    inTransaction(db, async (trx) => {
      if (changes.active) await lockShop(trx, shopId);
      const current = await locked(trx, trx.selectFrom('staff_members').select(['pin_digest', 'active']).where('id', '=', id).where('location_id', '=', shopId), 'update').executeTakeFirst();
      if (!current) throw memberNotFound();
      if (changes.active && current.active === 0) await assertRoomInTeam(trx, shopId);
      const pinDigest = changes.pinDigest ?? current.pin_digest;
      if (changes.active) await assertPinFree(trx, shopId, pinDigest, id);
      const row = await trx
        .updateTable('staff_members')
        .set({ name: changes.name, role: changes.role, active: changes.active ? 1 : 0, pin_digest: pinDigest, updated_at: nowIso() })
        .where('id', '=', id)
        .where('location_id', '=', shopId)
        .returning(MEMBER_COLUMNS)
        .executeTakeFirstOrThrow();
      // Their own e-mail sign-in, if any, goes by the new name too (its profile is what the app's header reads).
      await trx.updateTable('users').set({ first_name: changes.name }).where('member_id', '=', id).execute();
      return { result: memberOf(row), events: [teamEvent(shopId, 'updated', id)] };
    }),
  );
}
