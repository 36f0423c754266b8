import '../support/native-esm';
import Fastify, { type FastifyInstance } from 'fastify';
import { PERSON_HEADER, STAFF_MESSAGES, permissionMissingMessage } from '@contract/staff';
import { installErrorHandler } from '@server/plugins/errors';
import { assertMay, checkStaffAccess } from '@server/plugins/actor';
import { pinDigestOf } from '@server/security/pins';
import { createOrderingApp, type OrderingApp } from '../ordering/ordering-fixture';
import { asPerson, authorizationOf, call, PINS, withAuthorization, type Headers } from './support';

let t: OrderingApp;
let waiter: Headers;
let pause: string;
beforeAll(async () => {
  t = await createOrderingApp();
  waiter = await asPerson(t, PINS.bruno);
  pause = `${t.shopPath}/pause`;
});
afterAll(() => t.close());
afterEach(() => call(t, 'DELETE', pause, t.staff));

const authorize = (pin: string, permission: string) => call(t, 'POST', `${t.shopPath}/team/authorizations`, t.staff, { pin, permission });
const paused = async () => (await call(t, 'GET', pause, t.staff)).json().paused as boolean;

describe("'Autorização do gerente'", () => {
  it('names the permission a person lacks', async () => {
    const res = await call(t, 'PUT', pause, waiter, { minutes: 15 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'permission_required', message: 'Sem permissão: Pausar pedidos.', permission: 'shop.pause' });
    expect(res.json().message).toBe(permissionMissingMessage('shop.pause'));
    expect(await paused()).toBe(false);
  });

  it("lets a manager's PIN allow that one action, once", async () => {
    const res = await authorize(PINS.carla, 'shop.pause');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ authorizationToken: expect.any(String), by: expect.objectContaining({ name: 'Carla', role: 'manager' }), permission: 'shop.pause' });
    const allowed = await call(t, 'PUT', pause, withAuthorization(waiter, res.json().authorizationToken), { minutes: 15 });
    expect(allowed.statusCode).toBe(200);
    expect(await paused()).toBe(true);
    await call(t, 'DELETE', pause, t.staff);

    const again = await call(t, 'PUT', pause, withAuthorization(waiter, res.json().authorizationToken), { minutes: 15 });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ error: 'authorization_invalid', message: STAFF_MESSAGES.authorizationInvalid });
    expect(await paused()).toBe(false);
  });

  it('allows nothing but the permission it was given for', async () => {
    const forOther = await authorizationOf(t, PINS.carla, 'menu.edit');
    const res = await call(t, 'PUT', pause, withAuthorization(waiter, forOther), { minutes: 15 });
    expect(res.json().error).toBe('authorization_invalid');
    expect(await paused()).toBe(false);
  });

  it("is refused to a PIN whose role lacks the permission: a waiter's, a cashier's for the team", async () => {
    const byWaiter = await authorize(PINS.dani, 'shop.pause');
    expect(byWaiter.statusCode).toBe(403);
    expect(byWaiter.json()).toEqual({ error: 'authorization_refused', message: STAFF_MESSAGES.authorizationRefused });
    expect((await authorize(PINS.lia, 'team.manage')).json().error).toBe('authorization_refused');
    // A cashier may authorize what a cashier may do.
    expect((await authorize(PINS.lia, 'shop.pause')).statusCode).toBe(200);
    expect((await authorize('0000', 'shop.pause')).json().error).toBe('pin_wrong');
    expect((await authorize(PINS.carla, 'everything')).statusCode).toBe(400);
  });

  it("is refused from another shop's manager, typed on either shop", async () => {
    const now = new Date().toISOString();
    await t.db
      .insertInto('staff_members')
      .values({ location_id: t.demo.other.shopId, name: 'Gerente Vizinha', role: 'manager', pin_digest: await pinDigestOf(t.db, '8484'), active: 1, created_at: now, updated_at: now })
      .execute();
    expect((await authorize('8484', 'shop.pause')).json().error).toBe('pin_wrong');
    const otherPath = `/ordering/accounts/${t.demo.other.providerId}/shops/${t.demo.other.shopId}`;
    const theirs = await call(t, 'POST', `${otherPath}/team/authorizations`, t.otherStaff, { pin: '8484', permission: 'shop.pause' });
    expect(theirs.statusCode).toBe(200);
    const res = await call(t, 'PUT', pause, withAuthorization(waiter, theirs.json().authorizationToken), { minutes: 15 });
    expect(res.json().error).toBe('authorization_invalid');
    expect(await paused()).toBe(false);
  });

  it('is refused once its manager is deactivated, and is never a person nor token 2', async () => {
    const manager = await asPerson(t, PINS.carla);
    const added = (await call(t, 'POST', `${t.shopPath}/team/members`, manager, { name: 'Gerente Breve', role: 'manager', pin: '7373' })).json();
    const token = await authorizationOf(t, '7373', 'shop.pause');
    await call(t, 'PUT', `${t.shopPath}/team/members/${added.id}`, manager, { name: 'Gerente Breve', role: 'manager', active: false });
    expect((await call(t, 'PUT', pause, withAuthorization(waiter, token), { minutes: 15 })).json().error).toBe('authorization_invalid');
    const fresh = await authorizationOf(t, PINS.carla, 'shop.pause');
    expect((await call(t, 'GET', pause, { ...t.staff, [PERSON_HEADER]: fresh })).json().error).toBe('person_invalid');
    expect((await call(t, 'GET', pause, { authorization: `Bearer ${fresh}` })).statusCode).toBe(401);
    // A person token is no authorization either.
    expect((await call(t, 'PUT', pause, withAuthorization(waiter, waiter[PERSON_HEADER]), { minutes: 15 })).json().error).toBe('authorization_invalid');
    expect(await paused()).toBe(false);
  });

  it("is not needed, nor spent, for the owner's account or a role that has the permission", async () => {
    const token = await authorizationOf(t, PINS.carla, 'shop.pause');
    expect((await call(t, 'PUT', pause, withAuthorization(t.staff, token), { minutes: 15 })).statusCode).toBe(200);
    await call(t, 'DELETE', pause, t.staff);
    const cashier = await asPerson(t, PINS.lia);
    expect((await call(t, 'PUT', pause, withAuthorization(cashier, token), { minutes: 15 })).statusCode).toBe(200);
    await call(t, 'DELETE', pause, t.staff);
    expect((await call(t, 'PUT', pause, withAuthorization(waiter, token), { minutes: 15 })).statusCode).toBe(200);
  });
});

describe('who acts, and assertMay for a permission only some states need', () => {
  let probe: FastifyInstance;
  // A command as a route would run it: the shop's checks, then a further permission (cancelling a started order).
  const CANCEL = '/ordering/accounts/:accountId/shops/:shopId/orders/:id/canceled';
  beforeAll(async () => {
    probe = Fastify();
    probe.decorate('db', t.db);
    probe.decorate('tokens', t.app.tokens);
    installErrorHandler(probe);
    probe.put(CANCEL, { onRequest: t.app.authenticateAccount }, async (request) => {
      await checkStaffAccess(request, Number((request.params as { shopId: string }).shopId));
      await assertMay(request, 'orders.cancelStarted');
      return request.actor ?? null;
    });
  });
  afterAll(() => probe.close());
  const cancel = (headers: Headers) => probe.inject({ method: 'PUT', url: `${t.shopPath}/orders/1/canceled`, headers });

  it("passes the owner as the account's user, and a manager by name", async () => {
    expect((await cancel(t.staff)).json()).toEqual({ userId: t.demo.demo.userId, memberId: null, role: null, name: 'Ana', fullName: 'Ana Souza', authorizedBy: null, device: null });
    const manager = await asPerson(t, PINS.carla);
    expect((await cancel(manager)).json()).toMatchObject({ memberId: expect.any(Number), role: 'manager', name: 'Carla', fullName: 'Carla', authorizedBy: null });
  });

  it("asks a waiter for a manager's authorization of it, and records both names", async () => {
    const refused = await cancel(waiter);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'permission_required', message: permissionMissingMessage('orders.cancelStarted'), permission: 'orders.cancelStarted' });
    const token = await authorizationOf(t, PINS.carla, 'orders.cancelStarted');
    const allowed = await cancel(withAuthorization(waiter, token));
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toMatchObject({ name: 'Bruno', role: 'waiter', authorizedBy: { memberId: expect.any(Number), name: 'Carla' } });
    expect((await cancel(withAuthorization(waiter, token))).json().error).toBe('authorization_invalid');
    // A cashier's PIN cannot authorize it: cashiers may not cancel started orders.
    expect((await authorize(PINS.lia, 'orders.cancelStarted')).json().error).toBe('authorization_refused');
  });

  it('spends no authorization header it does not need', async () => {
    const token = await authorizationOf(t, PINS.carla, 'orders.cancelStarted');
    const manager = await asPerson(t, PINS.carla);
    expect((await cancel(withAuthorization(manager, token))).json().authorizedBy).toBeNull();
    // Still unspent: the waiter's command it was asked for takes it.
    expect((await cancel(withAuthorization(waiter, token))).statusCode).toBe(200);
  });
});
