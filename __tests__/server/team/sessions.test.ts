import { PERSON_HEADER, STAFF_MESSAGES } from '@contract/staff';
import { moveClockForward } from '@server/domain/clock';
import { createLocation } from '@server/repositories/accounts';
import { MAX_WRONG_PINS_PER_DEVICE, MAX_WRONG_PINS_PER_SHOP } from '@server/security/pin-limits';
import { pinDigestOf } from '@server/security/pins';
import { revokeSession } from '@server/security/sessions';
import { createOrderingApp, type OrderingApp } from '../ordering/ordering-fixture';
import { bearer } from '../support/test-app';
import { asPerson, call, deviceHeaders, pinSession, PINS, type Headers } from './support';

let t: OrderingApp;
beforeAll(async () => {
  t = await createOrderingApp();
});
afterAll(() => t.close());
beforeEach(() => t.db.deleteFrom('login_failures').execute());

const orders = () => `${t.shopPath}/orders`;

async function wrongPins(headers: Headers, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) expect((await pinSession(t, '0000', headers)).statusCode).toBe(403);
}

describe("'Trocar pessoa': a PIN makes its person the one acting on the device", () => {
  it('answers the person and a token for their commands, good as long as token 2', async () => {
    const before = Date.now();
    const res = await pinSession(t, PINS.bruno);
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session.member).toEqual({ id: expect.any(Number), name: 'Bruno', role: 'waiter', active: true });
    const lifetime = Date.parse(session.expiresAt) - before;
    expect(lifetime).toBeGreaterThan((t.app.tokens.ttlSeconds - 60) * 1000);
    expect(lifetime).toBeLessThanOrEqual((t.app.tokens.ttlSeconds + 60) * 1000);
    expect((await call(t, 'GET', orders(), { ...t.staff, [PERSON_HEADER]: session.personToken })).statusCode).toBe(200);
  });

  it('refuses a wrong PIN, logging the shop and the device but never the PIN', async () => {
    const warned = jest.spyOn(t.app.log, 'warn');
    const res = await pinSession(t, '9876');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'pin_wrong', message: 'PIN incorreto.' });
    expect(warned).toHaveBeenCalledTimes(1);
    expect(warned.mock.calls[0][0]).toMatchObject({ shopId: t.demo.demo.shopId, session: null });
    const device = await deviceHeaders(t);
    await pinSession(t, '9876', device);
    expect(warned.mock.calls[1][0]).toMatchObject({ shopId: t.demo.demo.shopId, session: expect.any(String) });
    // Neither the PIN nor a token is ever logged.
    expect(JSON.stringify(warned.mock.calls)).not.toContain('9876');
    expect(JSON.stringify(warned.mock.calls)).not.toContain(device.authorization.slice(7));
    warned.mockRestore();
  });

  it("refuses a deactivated person's PIN, and another shop's", async () => {
    const now = new Date().toISOString();
    await t.db
      .insertInto('staff_members')
      .values([
        { location_id: t.demo.demo.shopId, name: 'Saiu', role: 'manager', pin_digest: await pinDigestOf(t.db, '3131'), active: 0, created_at: now, updated_at: now },
        { location_id: t.demo.other.shopId, name: 'Vizinho', role: 'manager', pin_digest: await pinDigestOf(t.db, '3232'), active: 1, created_at: now, updated_at: now },
      ])
      .execute();
    expect((await pinSession(t, '3131')).json().error).toBe('pin_wrong');
    expect((await pinSession(t, '3232')).json().error).toBe('pin_wrong');
  });

  it('locks the pad of a device after 5 wrong PINs, for longer at each further one, and only that device', async () => {
    const device = await deviceHeaders(t);
    await wrongPins(device, MAX_WRONG_PINS_PER_DEVICE);
    const locked = await pinSession(t, PINS.carla, device);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: 'pin_locked', message: STAFF_MESSAGES.pinLocked(30), retryAfter: 30 });
    expect(locked.headers['retry-after']).toBe('30');
    // A manager's authorization is typed on the same pad.
    const authorizing = await call(t, 'POST', `${t.shopPath}/team/authorizations`, device, { pin: PINS.carla, permission: 'shop.pause' });
    expect(authorizing.statusCode).toBe(429);
    expect((await pinSession(t, PINS.carla, await deviceHeaders(t))).statusCode).toBe(200);

    moveClockForward(31_000);
    await wrongPins(device, 1);
    const longer = await pinSession(t, PINS.carla, device);
    expect(longer.statusCode).toBe(429);
    expect(longer.json().retryAfter).toBe(60);
    moveClockForward(61_000);
    expect((await pinSession(t, PINS.carla, device)).statusCode).toBe(200);
    // The right PIN forgave the device.
    await wrongPins(device, MAX_WRONG_PINS_PER_DEVICE - 1);
    expect((await pinSession(t, PINS.carla, device)).statusCode).toBe(200);
  });

  it('counts a device without a sign-in by its token', async () => {
    const [first, second] = await Promise.all([t.tokensFor('demo@exemplo.com.br'), t.tokensFor('demo@exemplo.com.br')]);
    await wrongPins(bearer(first.accountToken), MAX_WRONG_PINS_PER_DEVICE);
    expect((await pinSession(t, PINS.lia, bearer(first.accountToken))).statusCode).toBe(429);
    expect((await pinSession(t, PINS.lia, bearer(second.accountToken))).statusCode).toBe(200);
  });

  it('locks every pad of the shop after 20 wrong PINs on its devices together', async () => {
    const perDevice = MAX_WRONG_PINS_PER_DEVICE - 1;
    for (let wrong = 0; wrong < MAX_WRONG_PINS_PER_SHOP; wrong += perDevice) await wrongPins(await deviceHeaders(t), perDevice);
    const fresh = await pinSession(t, PINS.dani, await deviceHeaders(t));
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().retryAfter).toBe(30);
    // Another shop's pad is its own.
    const other = await pinSession(t, '3232', t.otherStaff, `/ordering/accounts/${t.demo.other.providerId}/shops/${t.demo.other.shopId}`);
    expect(other.statusCode).toBe(200);
    moveClockForward(31_000);
  });
});

describe('the person token', () => {
  it("is refused on another shop, even the same account's", async () => {
    const person = await asPerson(t, PINS.bruno);
    const secondShop = await createLocation(t.db, { providerId: t.demo.demo.providerId, name: 'Restaurante Demo - Praia', active: true });
    const res = await call(t, 'GET', `/ordering/accounts/${t.demo.demo.providerId}/shops/${secondShop}/orders`, person);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'person_invalid', message: STAFF_MESSAGES.personUnknown });
    const otherAccount = { ...t.otherStaff, [PERSON_HEADER]: person[PERSON_HEADER] };
    const otherPath = `/ordering/accounts/${t.demo.other.providerId}/shops/${t.demo.other.shopId}/orders`;
    expect((await call(t, 'GET', otherPath, otherAccount)).json().error).toBe('person_invalid');
  });

  it('is never token 2, and token 2 is never a person', async () => {
    const person = await asPerson(t, PINS.bruno);
    expect((await call(t, 'GET', orders(), bearer(person[PERSON_HEADER]))).statusCode).toBe(401);
    expect((await call(t, 'POST', '/token/revoke', bearer(person[PERSON_HEADER]), {})).statusCode).toBe(401);
    const token2 = t.staff.authorization.replace('Bearer ', '');
    expect((await call(t, 'GET', orders(), { ...t.staff, [PERSON_HEADER]: token2 })).json().error).toBe('person_invalid');
    expect((await call(t, 'GET', orders(), { ...t.staff, [PERSON_HEADER]: 'not.a.token' })).json().error).toBe('person_invalid');
  });

  it("belongs to the device's sign-in: another sign-in cannot send it, and 'Sair' ends it", async () => {
    const device = await deviceHeaders(t);
    const person = await asPerson(t, PINS.dani, device);
    expect((await call(t, 'GET', orders(), person)).statusCode).toBe(200);
    const elsewhere = { ...(await deviceHeaders(t)), [PERSON_HEADER]: person[PERSON_HEADER] };
    expect((await call(t, 'GET', orders(), elsewhere)).json().error).toBe('person_invalid');
    const { sid } = JSON.parse(Buffer.from(device.authorization.split('.')[1], 'base64url').toString()) as { sid: string };
    await revokeSession(t.db, sid);
    expect((await call(t, 'GET', orders(), person)).statusCode).toBe(401);
    const withOwner = { ...t.staff, [PERSON_HEADER]: person[PERSON_HEADER] };
    expect((await call(t, 'GET', orders(), withOwner)).json().error).toBe('person_invalid');
  });

  it("stops working once its person is deactivated, and every device hears of it", async () => {
    const emitted = jest.spyOn(t.app.live, 'emitToShop');
    const manager = await asPerson(t, PINS.carla);
    const added = (await call(t, 'POST', `${t.shopPath}/team/members`, manager, { name: 'Temporário', role: 'waiter', pin: '5656' })).json();
    const temp = await asPerson(t, '5656');
    expect((await call(t, 'GET', orders(), temp)).statusCode).toBe(200);
    const off = await call(t, 'PUT', `${t.shopPath}/team/members/${added.id}`, manager, { name: 'Temporário', role: 'waiter', active: false });
    expect(off.statusCode).toBe(200);
    expect(emitted).toHaveBeenCalledWith(t.demo.demo.shopId, 'team', { event: 'updated', id: added.id });
    const refused = await call(t, 'PUT', `${t.shopPath}/pause`, temp, { minutes: 15 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'person_inactive', message: STAFF_MESSAGES.personInactive });
    expect((await call(t, 'GET', `${t.shopPath}/pause`, t.staff)).json()).toMatchObject({ paused: false });
    emitted.mockRestore();
  });
});
