import { STAFF_MESSAGES, TEAM_MAX_MEMBERS, permissionMissingMessage } from '@contract/staff';
import { pinDigestOf } from '@server/security/pins';
import { createOrderingApp, type OrderingApp } from '../ordering/ordering-fixture';
import { asPerson, call, PINS } from './support';

let t: OrderingApp;
let members: string;
let emitted: jest.SpyInstance;
beforeAll(async () => {
  t = await createOrderingApp();
  members = `${t.shopPath}/team/members`;
  emitted = jest.spyOn(t.app.live, 'emitToShop');
});
afterAll(() => t.close());
beforeEach(() => emitted.mockClear());

const add = (payload: object, headers = t.staff) => call(t, 'POST', members, headers, payload);
const change = (id: number | string, payload: object, headers = t.staff) => call(t, 'PUT', `${members}/${id}`, headers, payload);

describe("the shop's team", () => {
  it('lists the demo team, active first by name, never with a PIN', async () => {
    const res = await call(t, 'GET', members, t.staff);
    expect(res.statusCode).toBe(200);
    const list = res.json().members as Record<string, unknown>[];
    expect(list.slice(0, 5).map((member) => [member.name, member.role, member.active])).toEqual([
      ['Bruno', 'waiter', true],
      ['Caio', 'kitchen', true],
      ['Carla', 'manager', true],
      ['Dani', 'waiter', true],
      ['Lia', 'cashier', true],
    ]);
    for (const member of list) expect(Object.keys(member).sort()).toEqual(['active', 'email', 'id', 'name', 'role']);
  });

  it('adds a person, keeps only a keyed digest of the PIN, and tells every device', async () => {
    const res = await add({ name: 'Rita', role: 'cashier', pin: '908172' });
    expect(res.statusCode).toBe(201);
    const rita = res.json();
    expect(rita).toEqual({ id: expect.any(Number), name: 'Rita', role: 'cashier', active: true });
    expect(emitted).toHaveBeenCalledWith(t.demo.demo.shopId, 'team', { event: 'added', id: rita.id });

    const row = await t.db.selectFrom('staff_members').selectAll().where('id', '=', rita.id).executeTakeFirstOrThrow();
    for (const value of Object.values(row)) expect(String(value)).not.toBe('908172');
    expect(row.pin_digest).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row.pin_digest).toBe(await pinDigestOf(t.db, '908172'));
    expect(Object.keys(row).filter((column) => /pin/.test(column))).toEqual(['pin_digest']);
  });

  it("refuses a PIN another active person of the shop has, and frees a deactivated person's", async () => {
    const taken = await add({ name: 'Outra Carla', role: 'waiter', pin: PINS.carla });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'pin_taken', message: STAFF_MESSAGES.pinTaken });

    const old = (await add({ name: 'Zé', role: 'waiter', pin: '7070' })).json();
    expect((await change(old.id, { name: 'Zé', role: 'waiter', active: false })).json()).toMatchObject({ active: false });
    expect(emitted).toHaveBeenLastCalledWith(t.demo.demo.shopId, 'team', { event: 'updated', id: old.id });
    const reused = await add({ name: 'Zeca', role: 'waiter', pin: '7070' });
    expect(reused.statusCode).toBe(201);
    // Zé back at work would share Zeca's PIN.
    const back = await change(old.id, { name: 'Zé', role: 'waiter', active: true });
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toBe('pin_taken');
    expect(await change(old.id, { name: 'Zé', role: 'waiter', active: true, pin: '7071' })).toMatchObject({ statusCode: 200 });
  });

  it("changes a person's name, role and PIN, and keeps the PIN when none is sent", async () => {
    const tom = (await add({ name: 'Tom', role: 'waiter', pin: '6161' })).json();
    const res = await change(tom.id, { name: 'Tomás', role: 'cashier', active: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: tom.id, name: 'Tomás', role: 'cashier', active: true });
    const kept = await t.db.selectFrom('staff_members').select('pin_digest').where('id', '=', tom.id).executeTakeFirstOrThrow();
    expect(kept.pin_digest).toBe(await pinDigestOf(t.db, '6161'));
    expect((await change(tom.id, { name: 'Tomás', role: 'cashier', active: true, pin: PINS.bruno })).json().error).toBe('pin_taken');
    expect((await change(tom.id, { name: 'Tomás', role: 'cashier', active: true, pin: '616161' })).statusCode).toBe(200);
  });

  it.each([
    ['a PIN of three digits', { name: 'Ana', role: 'waiter', pin: '123' }],
    ['a PIN of seven digits', { name: 'Ana', role: 'waiter', pin: '1234567' }],
    ['a PIN with a letter', { name: 'Ana', role: 'waiter', pin: '12a4' }],
    ['a PIN as a number', { name: 'Ana', role: 'waiter', pin: 1234 }],
    ['no name', { name: '', role: 'waiter', pin: '8181' }],
    ['a name too long', { name: 'A'.repeat(41), role: 'waiter', pin: '8181' }],
    ['a role not offered', { name: 'Ana', role: 'owner', pin: '8181' }],
    ['a field more', { name: 'Ana', role: 'waiter', pin: '8181', email: 'ana@exemplo.com.br' }],
    ['no PIN', { name: 'Ana', role: 'waiter' }],
  ])('refuses %s', async (_case, payload) => {
    const res = await add(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('bad_request');
  });

  it("answers another shop's person, and ids out of bounds, as not there", async () => {
    const other = await t.db
      .insertInto('staff_members')
      .values({ location_id: t.demo.other.shopId, name: 'Longe', role: 'waiter', pin_digest: 'x', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await change(other.id, { name: 'Perto', role: 'manager', active: true });
    expect(res.statusCode).toBe(404);
    expect(await t.db.selectFrom('staff_members').select('name').where('id', '=', other.id).executeTakeFirstOrThrow()).toEqual({ name: 'Longe' });
    for (const id of ['0', '2147483648', 'abc', '1.5']) expect((await change(id, { name: 'X', role: 'waiter', active: true })).statusCode).toBe(400);
    const otherShop = `/ordering/accounts/${t.demo.other.providerId}/shops/${t.demo.other.shopId}/team/members`;
    expect((await call(t, 'GET', otherShop, t.staff)).statusCode).toBe(404);
  });

  it('refuses an active person more than the team may have, added or brought back', async () => {
    const away = (await add({ name: 'De férias', role: 'waiter', pin: '9292' })).json();
    await change(away.id, { name: 'De férias', role: 'waiter', active: false });
    const { count } = await t.db
      .selectFrom('staff_members')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('location_id', '=', t.demo.demo.shopId)
      .where('active', '=', 1)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const filler = Array.from({ length: TEAM_MAX_MEMBERS - Number(count) }, (_, index) => ({
      location_id: t.demo.demo.shopId, name: `P${index}`, role: 'waiter' as const, pin_digest: `filler-${index}`, created_at: now, updated_at: now,
    }));
    await t.db.insertInto('staff_members').values(filler).execute();
    const res = await add({ name: 'Uma a mais', role: 'waiter', pin: '9191' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('team_full');
    expect((await change(away.id, { name: 'De férias', role: 'waiter', active: true })).json().error).toBe('team_full');
    // Someone away may still be changed.
    expect((await change(away.id, { name: 'De licença', role: 'waiter', active: false })).statusCode).toBe(200);
    await t.db.deleteFrom('staff_members').where('pin_digest', 'like', 'filler-%').execute();
    expect((await change(away.id, { name: 'De volta', role: 'waiter', active: true })).statusCode).toBe(200);
  });

  it('is changed only by a role that manages the team', async () => {
    const waiter = await asPerson(t, PINS.bruno);
    expect((await call(t, 'GET', members, waiter)).statusCode).toBe(200);
    const res = await add({ name: 'Intrusa', role: 'manager', pin: '4545' }, waiter);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'permission_required', message: permissionMissingMessage('team.manage'), permission: 'team.manage' });
    const manager = await asPerson(t, PINS.carla);
    expect((await add({ name: 'Nova', role: 'waiter', pin: '4545' }, manager)).statusCode).toBe(201);
  });
});

describe("the team's settings", () => {
  const settings = () => `${t.shopPath}/team/settings`;

  it('lock a device after 5 idle minutes until changed', async () => {
    expect((await call(t, 'GET', settings(), t.staff)).json()).toEqual({ idleLockMinutes: 5 });
    const saved = await call(t, 'PUT', settings(), t.staff, { idleLockMinutes: 30 });
    expect(saved.json()).toEqual({ idleLockMinutes: 30 });
    expect((await call(t, 'GET', settings(), await asPerson(t, PINS.caio))).json()).toEqual({ idleLockMinutes: 30 });
  });

  it.each([0, 241, 2.5, '10'])('refuse %p minutes', async (minutes) => {
    expect((await call(t, 'PUT', settings(), t.staff, { idleLockMinutes: minutes })).statusCode).toBe(400);
  });

  it('are changed only by a role that manages the team', async () => {
    const res = await call(t, 'PUT', settings(), await asPerson(t, PINS.lia), { idleLockMinutes: 10 });
    expect(res.statusCode).toBe(403);
    expect(res.json().permission).toBe('team.manage');
  });
});
