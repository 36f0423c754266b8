import { PERSON_HEADER, STAFF_MESSAGES, permissionMissingMessage } from '@contract/staff';
import { createOrderingApp, type OrderingApp } from '../ordering/ordering-fixture';
import { bearer } from '../support/test-app';
import { asPerson, call, PINS } from './support';

let t: OrderingApp;
let members: string;
beforeAll(async () => {
  t = await createOrderingApp();
  members = `${t.shopPath}/team/members`;
});
afterAll(() => t.close());

const PASSWORD = 'senha-do-bruno';

async function memberIdOf(name: string): Promise<number> {
  const list = (await call(t, 'GET', members, t.staff)).json().members as { id: number; name: string }[];
  return list.find((member) => member.name === name)!.id;
}

const giveSignIn = (id: number, email: string, password = PASSWORD, headers = t.staff) =>
  call(t, 'PUT', `${members}/${id}/sign-in`, headers, { email, password });

/** POST /token then /token-v2, as the app signs in: the answers and, when both passed, token 2's headers. */
async function signIn(email: string, password = PASSWORD) {
  const grant = await t.app.inject({
    method: 'POST',
    url: '/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: 'back-office', grant_type: 'password', userName: email, password }).toString(),
  });
  if (grant.statusCode !== 200) return { grant, headers: null };
  const user = bearer(grant.json().access_token);
  const second = await t.app.inject({ method: 'POST', url: '/token-v2', headers: user });
  return { grant, user, second, headers: second.statusCode === 200 ? bearer(second.json().token) : null };
}

describe("a member's own e-mail sign-in", () => {
  let bruno: number;
  beforeAll(async () => {
    bruno = await memberIdOf('Bruno');
    expect((await giveSignIn(bruno, 'Bruno@Exemplo.com.br')).statusCode).toBe(204);
  });

  it('is given by a manager, listed in Equipe, and signs in as that person within their role, in their shop only', async () => {
    const listed = (await call(t, 'GET', members, t.staff)).json().members as { name: string; email: string | null }[];
    expect(listed.find((member) => member.name === 'Bruno')!.email).toBe('bruno@exemplo.com.br');
    expect(listed.find((member) => member.name === 'Carla')!.email).toBeNull();

    const { headers, user } = await signIn('bruno@exemplo.com.br');
    expect(headers).not.toBeNull();
    const profile = (await t.app.inject({ method: 'GET', url: '/api/me/profile', headers: user })).json();
    expect(profile).toMatchObject({ firstName: 'Bruno', member: { id: bruno, name: 'Bruno', role: 'waiter', active: true } });
    const { providerId, shopId } = t.demo.demo;
    const shops = (await t.app.inject({ method: 'GET', url: `/api/providers/${providerId}/locations`, headers: user })).json() as { id: number }[];
    expect(shops.map((shop) => shop.id)).toEqual([shopId]);

    // A waiter may not change the menu's prices: the same 403 a PIN's person gets, naming what is missing.
    const settings = await call(t, 'PUT', `${t.shopPath}/team/settings`, headers!, { idleLockMinutes: 9 });
    expect(settings.statusCode).toBe(403);
    expect(settings.json()).toMatchObject({ error: 'permission_required', message: permissionMissingMessage('team.manage') });
    expect((await call(t, 'GET', members, headers!)).statusCode).toBe(200);
  });

  it('records what the member does under their name, and takes no other person beside it', async () => {
    const { headers } = await signIn('bruno@exemplo.com.br');
    const tableCall = await t.app.inject({ method: 'POST', url: '/public/qrcodes/mesa-2/calls', payload: { reason: 'waiter' } });
    const claimed = await call(t, 'PUT', `${t.shopPath}/calls/${tableCall.json().id}/claimed`, headers!);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ claimedBy: 'Bruno' });
    const row = await t.db.selectFrom('table_calls').select('claimed_by_member_id').where('id', '=', tableCall.json().id).executeTakeFirstOrThrow();
    expect(row.claimed_by_member_id).toBe(bruno);

    const other = await asPerson(t, PINS.dani);
    const named = await call(t, 'GET', members, { ...headers!, [PERSON_HEADER]: other[PERSON_HEADER] });
    expect(named.statusCode).toBe(403);
    expect(named.json()).toMatchObject({ error: 'person_fixed', message: STAFF_MESSAGES.personFixed });
    const switched = await call(t, 'POST', `${t.shopPath}/team/sessions`, headers!, { pin: PINS.dani });
    expect(switched.statusCode).toBe(403);
    expect(switched.json()).toMatchObject({ error: 'person_fixed' });
  });

  it("reaches neither another shop's data nor the other provider's", async () => {
    const { headers } = await signIn('bruno@exemplo.com.br');
    const { providerId, shopId } = t.demo.other;
    expect((await call(t, 'GET', `/ordering/accounts/${providerId}/shops/${shopId}/team/members`, headers!)).statusCode).toBe(404);
  });

  it('refuses an e-mail another user has, a short password, a member of another shop and a person without team.manage', async () => {
    const taken = await giveSignIn(bruno, 'demo@exemplo.com.br');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'email_taken', message: STAFF_MESSAGES.emailTaken });
    expect((await giveSignIn(bruno, 'bruno2@exemplo.com.br', 'curta')).statusCode).toBe(400);
    expect((await giveSignIn(bruno, 'não é e-mail')).statusCode).toBe(400);
    expect((await giveSignIn(bruno, `${'b'.repeat(120)}@exemplo.com.br`)).statusCode).toBe(400);
    // Bruno as a PIN's person is a waiter: no team.manage.
    const byWaiter = await giveSignIn(bruno, 'bruno3@exemplo.com.br', PASSWORD, await asPerson(t, PINS.bruno));
    expect(byWaiter.statusCode).toBe(403);
    const otherShop = `/ordering/accounts/${t.demo.other.providerId}/shops/${t.demo.other.shopId}/team/members/${bruno}/sign-in`;
    expect((await call(t, 'PUT', otherShop, t.otherStaff, { email: 'x@exemplo.com.br', password: PASSWORD })).statusCode).toBe(404);
    // Nothing of it changed: the e-mail and password hold.
    expect((await signIn('bruno@exemplo.com.br')).headers).not.toBeNull();
  });

  it('a new password ends the sessions the old one opened', async () => {
    const before = await signIn('bruno@exemplo.com.br');
    expect((await giveSignIn(bruno, 'bruno@exemplo.com.br', 'outra-senha-1')).statusCode).toBe(204);
    expect((await call(t, 'GET', members, before.headers!)).statusCode).toBe(401);
    expect((await signIn('bruno@exemplo.com.br')).grant.statusCode).toBe(400);
    expect((await signIn('bruno@exemplo.com.br', 'outra-senha-1')).headers).not.toBeNull();
    expect((await giveSignIn(bruno, 'bruno@exemplo.com.br')).statusCode).toBe(204);
  });

  it('deactivating the member signs their devices out and refuses their sign-in until they are back', async () => {
    const before = await signIn('bruno@exemplo.com.br');
    const off = await call(t, 'PUT', `${members}/${bruno}`, t.staff, { name: 'Bruno', role: 'waiter', active: false });
    expect(off.statusCode).toBe(200);
    expect((await call(t, 'GET', members, before.headers!)).statusCode).toBe(401);
    const refused = await signIn('bruno@exemplo.com.br');
    expect(refused.grant.statusCode).toBe(400);
    expect(refused.grant.json()).toEqual({ error: 'invalid_grant', error_description: STAFF_MESSAGES.personInactive });

    expect((await call(t, 'PUT', `${members}/${bruno}`, t.staff, { name: 'Bruno Lima', role: 'waiter', active: true })).statusCode).toBe(200);
    const back = await signIn('bruno@exemplo.com.br');
    expect((await t.app.inject({ method: 'GET', url: '/api/me/profile', headers: back.user })).json()).toMatchObject({ firstName: 'Bruno Lima' });
  });

  it('removed, it signs every device of it out; the member and their PIN stay', async () => {
    const before = await signIn('bruno@exemplo.com.br');
    expect((await call(t, 'DELETE', `${members}/${bruno}/sign-in`, t.staff)).statusCode).toBe(204);
    expect((await call(t, 'GET', members, before.headers!)).statusCode).toBe(401);
    expect((await signIn('bruno@exemplo.com.br')).grant.statusCode).toBe(400);
    const again = await call(t, 'DELETE', `${members}/${bruno}/sign-in`, t.staff);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: STAFF_MESSAGES.signInMissing });
    expect((await asPerson(t, PINS.bruno))[PERSON_HEADER]).toEqual(expect.any(String));
  });
});
