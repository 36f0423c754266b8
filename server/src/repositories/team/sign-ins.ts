import { STAFF_MESSAGES } from '@contract/staff';
import { inTransaction, type DbOrTrx } from '@server/db/database';
import { conflict, notFound } from '@server/domain/errors';
import type { SignedInMember } from '@server/security/principals';
import { revokeUserSessions } from '@server/security/sessions';
import { normalizeEmail } from '../accounts';
import { teamEvent, type Outcome } from '../common/events';
import { isUniqueViolation } from '../common/unique-violation';
import { memberNotFound } from './members';

/** What changing a member's own sign-in ended: the sign-ins whose live links must close now. */
export interface EndedSessions {
  sessionIds: string[];
}

/** The person of the team a user is, with whether they are still active; null for the shop's own account. */
export async function signedInMemberOf(db: DbOrTrx, userId: number): Promise<(SignedInMember & { active: boolean }) | null> {
  const row = await db
    .selectFrom('users')
    .innerJoin('staff_members', 'staff_members.id', 'users.member_id')
    .select(['staff_members.id as memberId', 'staff_members.location_id as shopId', 'staff_members.active'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row ? { memberId: row.memberId, shopId: row.shopId, active: row.active === 1 } : null;
}

/** The e-mail of each member of the shop who has a sign-in of their own, by member id. */
export async function memberEmailsOf(db: DbOrTrx, shopId: number): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('staff_members', 'staff_members.id', 'users.member_id')
    .select(['staff_members.id as memberId', 'users.email'])
    .where('staff_members.location_id', '=', shopId)
    .execute();
  return new Map(rows.map((row) => [row.memberId, row.email]));
}

const emailTaken = () => conflict(STAFF_MESSAGES.emailTaken, undefined, 'email_taken');

/**
 * Gives a member an e-mail sign-in of their own, or changes it: a user of the shop's provider naming the member.
 * Changing it ends the sessions it had, as a new password should.
 */
export async function saveMemberSignIn(db: DbOrTrx, shopId: number, memberId: number, email: string, passwordHash: string): Promise<Outcome<EndedSessions>> {
  try {
    return await inTransaction(db, async (trx) => {
      const member = await trx
        .selectFrom('staff_members')
        .innerJoin('locations', 'locations.id', 'staff_members.location_id')
        .select(['staff_members.name', 'locations.provider_id'])
        .where('staff_members.id', '=', memberId)
        .where('staff_members.location_id', '=', shopId)
        .executeTakeFirst();
      if (!member) throw memberNotFound();
      const existing = await trx.selectFrom('users').select('id').where('member_id', '=', memberId).executeTakeFirst();
      const fields = { email: normalizeEmail(email), password_hash: passwordHash, first_name: member.name };
      let sessionIds: string[] = [];
      if (existing) {
        await trx.updateTable('users').set(fields).where('id', '=', existing.id).execute();
        sessionIds = await revokeUserSessions(trx, existing.id);
      } else {
        await trx
          .insertInto('users')
          .values({ ...fields, provider_id: member.provider_id, last_name: '', phone: null, picture: null, email_confirmed: 0, member_id: memberId })
          .execute();
      }
      return { result: { sessionIds }, events: [teamEvent(shopId, 'updated', memberId)] };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

/** Takes a member's own sign-in away: its user goes, and with it every session it had; the member stays. */
export async function removeMemberSignIn(db: DbOrTrx, shopId: number, memberId: number): Promise<Outcome<EndedSessions>> {
  return inTransaction(db, async (trx) => {
    const user = await trx
      .selectFrom('users')
      .innerJoin('staff_members', 'staff_members.id', 'users.member_id')
      .select('users.id')
      .where('staff_members.id', '=', memberId)
      .where('staff_members.location_id', '=', shopId)
      .executeTakeFirst();
    if (!user) throw notFound(STAFF_MESSAGES.signInMissing);
    const sessionIds = await revokeUserSessions(trx, user.id);
    await trx.deleteFrom('users').where('id', '=', user.id).execute();
    return { result: { sessionIds }, events: [teamEvent(shopId, 'updated', memberId)] };
  });
}

/** A member deactivated: their own sign-in stays for when they come back, but every session of it ends now. */
export async function endMemberSessions(db: DbOrTrx, memberId: number): Promise<string[]> {
  const user = await db.selectFrom('users').select('id').where('member_id', '=', memberId).executeTakeFirst();
  return user ? revokeUserSessions(db, user.id) : [];
}
