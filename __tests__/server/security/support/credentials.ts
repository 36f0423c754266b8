import { randomBytes } from 'node:crypto';
import { staffRoles, type StaffRole } from '@contract/staff';
import { createTokenService } from '@server/security/tokens';
import type { TestApp } from '../../support/test-app';
import { OTHER_EMAIL } from '../../support/test-app';
import { startSession } from '@server/security/sessions';

const SESSION_SECONDS = 3600;

/** The token a route needs: token 1 (user), token 2 (account), either (any), or none at all. */
export type RouteAuth = 'user' | 'account' | 'any' | 'public' | 'password';

/** Who calls, and with what, in the authorization matrix. */
const ACCOUNT_CALLERS = ['owner', 'stranger', 'none', 'expired', 'otherKey', 'algNone', 'wrongType'] as const;
/** The owner's device with a person of its shop's team acting (one per role), or a person of another shop. */
export const PERSON_CALLERS = [...staffRoles, 'otherShopPerson'] as const;
export const CALLERS = [...ACCOUNT_CALLERS, ...PERSON_CALLERS] as const;
export type Caller = (typeof CALLERS)[number];
export type PersonCaller = (typeof PERSON_CALLERS)[number];

/** What a caller sends: an Authorization header, and a person token for PERSON_HEADER. */
export interface Credentials {
  authorization?: string;
  person?: string;
}

export const isPersonCaller = (caller: Caller): caller is PersonCaller => (PERSON_CALLERS as readonly string[]).includes(caller);
export const roleOf = (caller: Caller): StaffRole | null => ((staffRoles as readonly string[]).includes(caller) ? (caller as StaffRole) : null);

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The same claims as a real token, unsigned and announcing `alg: none`. */
function unsigned(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as object;
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}

/** The first active member of each role in the demo shop, and one of the other shop. */
async function personsOf(t: TestApp): Promise<Record<PersonCaller, { memberId: number; shopId: number; providerId: number }>> {
  const rows = await t.db.selectFrom('staff_members').select(['id', 'role', 'location_id']).where('active', '=', 1).orderBy('id').execute();
  const of = (shop: { shopId: number; providerId: number }, role?: StaffRole) => {
    const row = rows.find((candidate) => candidate.location_id === shop.shopId && (role === undefined || candidate.role === role));
    if (!row) throw new Error(`No active ${role ?? 'member'} in shop ${shop.shopId}`);
    return { memberId: row.id, shopId: shop.shopId, providerId: shop.providerId };
  };
  const demo = t.demo.demo;
  return { manager: of(demo, 'manager'), cashier: of(demo, 'cashier'), waiter: of(demo, 'waiter'), kitchen: of(demo, 'kitchen'), otherShopPerson: of(t.demo.other) };
}

/**
 * A fresh Authorization header per caller, minted for this call only: a revoke call revokes what it carries,
 * so no two routes share a token. Token 1 stands in for token 2 and the other way round as the wrong type. The
 * persons act on a device of the owner's own, each with a person token of that device's sign-in.
 */
export async function authorizationsFor(t: TestApp, auth: RouteAuth): Promise<Record<Caller, Credentials>> {
  const type = auth === 'user' ? 'user' : 'account';
  const demo = { userId: t.demo.demo.userId, providerId: t.demo.demo.providerId };
  // The owner signed in as the app does, so routes tied to the sign-in (push subscriptions) see one; the wrong
  // type comes from a sign-in of its own, since revoking with it ends its whole sign-in.
  const signedIn = async () => {
    const { sessionId } = await startSession(t.db, demo.userId, 'authorization matrix', SESSION_SECONDS);
    return {
      sessionId,
      userToken: await t.app.tokens.issueUserToken(demo, { sessionId }),
      accountToken: await t.app.tokens.issueAccountToken(demo, { sessionId }),
    };
  };
  const [owner, ownerElsewhere, device] = await Promise.all([signedIn(), signedIn(), signedIn()]);
  const stranger = await t.tokensFor(OTHER_EMAIL);
  const pick = (tokens: { userToken: string; accountToken: string }, which: 'user' | 'account') =>
    which === 'user' ? tokens.userToken : tokens.accountToken;
  const issue = (service: typeof t.app.tokens, ttlSeconds?: number) =>
    type === 'user' ? service.issueUserToken(demo, { ttlSeconds }) : service.issueAccountToken(demo, { ttlSeconds });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const persons = await personsOf(t);
  const person = async (caller: PersonCaller): Promise<Credentials> => ({
    ...bearer(pick(device, type)),
    person: await t.app.tokens.issuePersonToken({ ...persons[caller], sessionId: device.sessionId }),
  });
  return {
    owner: bearer(pick(owner, type)),
    stranger: bearer(pick(stranger, type)),
    none: {},
    expired: bearer(await issue(t.app.tokens, -60)),
    otherKey: bearer(await issue(createTokenService(randomBytes(32)))),
    algNone: bearer(unsigned(pick(owner, type))),
    wrongType: bearer(pick(ownerElsewhere, type === 'user' ? 'account' : 'user')),
    manager: await person('manager'),
    cashier: await person('cashier'),
    waiter: await person('waiter'),
    kitchen: await person('kitchen'),
    otherShopPerson: await person('otherShopPerson'),
  };
}
