import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_TTL_MS, sweepIdempotencyKeys } from '@server/repositories/idempotency-keys';
import { createTwoInstances, type TwoInstances } from '../support/two-instances';
import { bearer, DEMO_EMAIL } from '../support/test-app';
import { seedDemoOperations } from '@server/seeds/demo-operations';
import { findCredentialsByEmail } from '@server/repositories/accounts';
import { createOrderingApp, itemNamed, menuOf, operationsState, placed, type OrderingApp } from './ordering-fixture';

let t: OrderingApp;
let burgerId: number;
beforeAll(async () => {
  t = await createOrderingApp();
  burgerId = itemNamed(await menuOf(t, 'mesa-1'), 'X-Burguer').id;
});
afterAll(() => t.close());

type Step = 'started' | 'completed' | 'canceled' | 'seen';
const act = (orderId: number, step: Step, key?: string, headers = t.staff, shopPath = t.shopPath) =>
  t.app.inject({ method: 'PUT', url: `${shopPath}/orders/${orderId}/${step}`, headers: key ? { ...headers, 'idempotency-key': key } : headers });
const newOrder = async () => (await placed(t, 'mesa-1', { items: [{ itemId: burgerId, quantity: 1 }] })).orderId;
const keyRow = (key: string) => t.db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirst();

describe('a staff command with an Idempotency-Key', () => {
  it('applies once: the same key again answers the first answer, marked replayed, and changes nothing', async () => {
    const orderId = await newOrder();
    const key = randomUUID();
    const first = await act(orderId, 'started', key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: orderId, status: 'started' });
    const after = await operationsState(t);

    const second = await act(orderId, 'started', key);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await operationsState(t)).toEqual(after);
    // Without the key the command runs, and the rules refuse it: the replay above did not.
    expect((await act(orderId, 'started')).statusCode).toBe(409);
  });

  it('runs once when the same key arrives several times at once', async () => {
    const orderId = await newOrder();
    const key = randomUUID();
    const answers = await Promise.all([act(orderId, 'started', key), act(orderId, 'started', key), act(orderId, 'started', key)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
  });

  it('keeps a refusal too: the second request gets the same 409 and its conflict code', async () => {
    const orderId = await newOrder();
    expect((await act(orderId, 'canceled')).statusCode).toBe(200);
    const key = randomUUID();
    const first = await act(orderId, 'started', key);
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({ code: 'order_canceled' });
    const second = await act(orderId, 'started', key);
    expect(second.statusCode).toBe(409);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
  });

  it('answers seen (204) again, marked replayed', async () => {
    const orderId = await newOrder();
    const key = randomUUID();
    expect((await act(orderId, 'seen', key)).statusCode).toBe(204);
    const again = await act(orderId, 'seen', key);
    expect(again.statusCode).toBe(204);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe('');
  });

  it('refuses the key on another call, and changes nothing', async () => {
    const [one, two] = [await newOrder(), await newOrder()];
    const key = randomUUID();
    expect((await act(one, 'started', key)).statusCode).toBe(200);
    const before = await operationsState(t);
    const reused = await act(two, 'started', key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('Esta Idempotency-Key já foi usada para outra ação.');
    expect(await operationsState(t)).toEqual(before);
  });

  it("is kept per shop: another shop's request with the key gets its own answer, never the first shop's", async () => {
    const orderId = await newOrder();
    const key = randomUUID();
    expect((await act(orderId, 'started', key)).statusCode).toBe(200);
    const { providerId, shopId } = t.demo.other;
    const otherShopPath = `/ordering/accounts/${providerId}/shops/${shopId}`;
    const stranger = await act(orderId, 'started', key, t.otherStaff, otherShopPath);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.headers['idempotent-replayed']).toBeUndefined();
    // A token on a shop it may not use is refused before any key is read or kept.
    expect((await act(orderId, 'started', `${key}-x`, t.otherStaff)).statusCode).toBe(404);
    expect(await keyRow(`${key}-x`)).toBeUndefined();
  });

  it('refuses a key that is not one', async () => {
    const orderId = await newOrder();
    expect((await act(orderId, 'started', 'short')).statusCode).toBe(400);
    expect((await act(orderId, 'started', 'has spaces in it')).statusCode).toBe(400);
  });

  it('forgets keys past their time: the sweep removes them, and the key then runs the command again', async () => {
    const orderId = await newOrder();
    const key = randomUUID();
    expect((await act(orderId, 'started', key)).statusCode).toBe(200);
    expect(await sweepIdempotencyKeys(t.db, Date.now())).toBe(0);
    expect(await keyRow(key)).toBeDefined();

    await t.db.updateTable('idempotency_keys').set({ created_at: Date.now() - IDEMPOTENCY_KEY_TTL_MS - 1 }).where('key', '=', key).execute();
    // Even before the sweep, a key past its time is not honoured: the command runs, and the rules refuse it now.
    expect((await act(orderId, 'started', key)).statusCode).toBe(409);
    await t.db.updateTable('idempotency_keys').set({ created_at: Date.now() - IDEMPOTENCY_KEY_TTL_MS - 1 }).where('key', '=', key).execute();
    expect(await sweepIdempotencyKeys(t.db, Date.now())).toBeGreaterThanOrEqual(1);
    expect(await keyRow(key)).toBeUndefined();
  });

  it('covers closing a comanda and marking a product sold out', async () => {
    const { invoiceId } = await placed(t, 'mesa-2', { items: [{ itemId: burgerId, quantity: 1 }] });
    const key = randomUUID();
    const close = () => t.app.inject({ method: 'PUT', url: `${t.shopPath}/invoices/${invoiceId}/closed`, headers: { ...t.staff, 'idempotency-key': key } });
    const first = await close();
    expect(first.statusCode).toBe(200);
    const second = await close();
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());

    const { providerId, shopId } = t.demo.demo;
    const mark = (available: boolean, markKey: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/menu/accounts/${providerId}/shops/${shopId}/items/${burgerId}/availability`,
        headers: { ...t.staff, 'idempotency-key': markKey },
        payload: { available },
      });
    const soldOutKey = randomUUID();
    expect((await mark(false, soldOutKey)).statusCode).toBe(200);
    expect((await mark(true, randomUUID())).statusCode).toBe(200);
    // The sold-out mark sent again after 'Disponível' does not undo it.
    const replayed = await mark(false, soldOutKey);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    const item = await t.db.selectFrom('items').select('available').where('id', '=', burgerId).executeTakeFirstOrThrow();
    expect(Number(item.available)).toBe(1);
  });
});

describe('a staff command with an Idempotency-Key across two instances', () => {
  let two: TwoInstances;
  beforeAll(async () => {
    two = await createTwoInstances();
    await two.a.db.transaction().execute((trx) => seedDemoOperations(trx, two.demo.demo));
  });
  afterAll(() => two.close());

  it('applies once when the same key reaches both servers at once', async () => {
    const menu = (await two.a.inject({ url: '/public/qrcodes/mesa-1/menu' })).json();
    const itemId = itemNamed(menu, 'X-Burguer').id;
    const placedRes = await two.a.inject({
      method: 'POST',
      url: '/public/qrcodes/mesa-1/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: { type: 0, customer: { name: 'Cliente Teste', mobile: '5511912345678' }, items: [{ itemId, quantity: 1 }] },
    });
    const { orderId } = placedRes.json();
    const user = await findCredentialsByEmail(two.a.db, DEMO_EMAIL);
    if (!user) throw new Error('No demo user');
    const staff = bearer(await two.a.tokens.issueAccountToken({ userId: user.id, providerId: user.providerId }));
    const { providerId, shopId } = two.demo.demo;
    const key = randomUUID();
    const start = (app: typeof two.a) =>
      app.inject({ method: 'PUT', url: `/ordering/accounts/${providerId}/shops/${shopId}/orders/${orderId}/started`, headers: { ...staff, 'idempotency-key': key } });
    const answers = await Promise.all([start(two.a), start(two.b), start(two.b), start(two.a)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((res) => res.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
  });
});
