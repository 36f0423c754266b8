import sharp from 'sharp';
import { DEMO_EMAIL, OTHER_EMAIL, seedDemo } from '@server/seeds/demo';
import { MAX_FAILURES_PER_EMAIL } from '@server/security/login-limits';
import { orderableItemOf, placeOrder } from '../../scripts/scale/customer-orders';
import { fileForm } from '../server/menu/support';
import { bearer, expectStatus, requestUserToken, signIn, type StaffSession } from './support/http';
import { startInstance, type Instance } from './support/instances';
import { openStaffSocket, orderEventOf, type StaffSocket } from './support/live';
import { createSharedDatabase, type SharedDatabase } from './support/postgres';
import { startTogether } from './support/together';

// The scale config's testTimeout (120 s) does not reach this file's hooks and tests, which took over the base
// config's 30 s on a busy 2-core machine (two servers starting, seeding, hashing passwords): named here.
jest.setTimeout(120_000);

let database: SharedDatabase;
let a: Instance;
let b: Instance;
/** The demo shop's staff, signed in on A. */
let demo: StaffSession;
const sockets: StaffSocket[] = [];

beforeAll(async () => {
  database = await createSharedDatabase();
  [a, b] = await startTogether(2, () => startInstance(database.url), (instance) => instance.app.close());
  await seedDemo(database.db);
  demo = await signIn(a.url, DEMO_EMAIL);
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

afterAll(async () => {
  await Promise.all([a?.app.close(), b?.app.close()]);
  await database?.drop();
});

const shopPath = (session: StaffSession) => `/menu/accounts/${session.providerId}/shops/${session.shopId}`;

async function staffSocket(url: string, session: StaffSession): Promise<StaffSocket> {
  const socket = await openStaffSocket(url, session.accountToken, session.shopId);
  sockets.push(socket);
  return socket;
}

async function createItemGroup(url: string, title: string): Promise<number> {
  const created = await expectStatus(
    fetch(`${url}${shopPath(demo)}/item-groups`, {
      method: 'POST',
      headers: { ...bearer(demo.accountToken), 'content-type': 'application/json' },
      body: JSON.stringify({ title, active: true }),
    }),
    201,
  );
  return ((await created.json()) as { id: number }).id;
}

describe('two instances on one PostgreSQL database', () => {
  it('accept on B the tokens issued by A', async () => {
    const profile = await expectStatus(fetch(`${b.url}/api/me/profile`, { headers: bearer(demo.userToken) }), 200);
    expect(await profile.json()).toMatchObject({ email: DEMO_EMAIL });
    await expectStatus(fetch(`${b.url}${shopPath(demo)}/item-groups`, { headers: bearer(demo.accountToken) }), 200);
  });

  it("deliver an order placed through B to the shop's staff sockets on A and on B, and to no other shop", async () => {
    const other = await signIn(b.url, OTHER_EMAIL);
    const [onA, onB, otherShopOnA] = await Promise.all([staffSocket(a.url, demo), staffSocket(b.url, demo), staffSocket(a.url, other)]);

    const order = await placeOrder(b.url, 'mesa-1', await orderableItemOf(b.url, 'mesa-1'));

    expect(await orderEventOf(onA, order.orderId)).toEqual({ channel: 'order', event: 'approved', id: order.orderId });
    expect(await orderEventOf(onB, order.orderId)).toEqual({ channel: 'order', event: 'approved', id: order.orderId });
    // The other shop's order, placed through A, reaching its socket proves its room is joined and events flow.
    const othersOrder = await placeOrder(a.url, 'outro-mesa-1', await orderableItemOf(a.url, 'outro-mesa-1'));
    await orderEventOf(otherShopOnA, othersOrder.orderId);
    expect(otherShopOnA.received.map((entry) => entry.id)).not.toContain(order.orderId);
  });

  it('merge and move a comanda on B while its customers order through A: no order is lost, and A hears the move', async () => {
    const itemId = await orderableItemOf(a.url, 'mesa-1');
    const [first, second] = [await placeOrder(a.url, 'mesa-1', itemId), await placeOrder(a.url, 'mesa-2', itemId)];
    const onA = await staffSocket(a.url, demo);
    const ordering = `${b.url}/ordering/accounts/${demo.providerId}/shops/${demo.shopId}/invoices`;
    const staff = { ...bearer(demo.accountToken), 'content-type': 'application/json' };
    const mesa3 = await database.db.selectFrom('qrcodes').select('id').where('code', '=', 'mesa-3').executeTakeFirstOrThrow();
    const orderInto = (comanda: { invoiceId: number; accessToken: string }) =>
      fetch(`${a.url}/public/qrcodes/mesa-2/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `scale-${Math.random()}` },
        body: JSON.stringify({
          type: 0,
          customer: { name: 'Cliente' },
          items: [{ itemId, quantity: 1 }],
          invoiceId: comanda.invoiceId,
          accessToken: comanda.accessToken,
        }),
      });
    const answers = await Promise.all([
      orderInto(second),
      fetch(`${ordering}/${first.invoiceId}/merge`, { method: 'POST', headers: staff, body: JSON.stringify({ invoiceId: second.invoiceId }) }),
      orderInto(second),
      fetch(`${ordering}/${first.invoiceId}/transfer`, { method: 'POST', headers: staff, body: JSON.stringify({ qrcodeId: mesa3.id }) }),
      orderInto(first),
      orderInto(second),
    ]);
    expect(answers.map((res) => res.status)).toEqual([201, 200, 201, 200, 201, 201]);
    const placed = await Promise.all(answers.filter((res) => res.status === 201).map(async (res) => ((await res.json()) as { orderId: number }).orderId));
    expect(await orderEventOf(onA, second.orderId, { event: 'moved' })).toEqual({ channel: 'order', event: 'moved', id: second.orderId, by: 'Ana' });
    const merged = (await (await expectStatus(fetch(`${ordering}/${first.invoiceId}`, { headers: staff }), 200)).json()) as {
      location: string;
      orders: { id: number }[];
    };
    expect(merged.location).toBe('Mesa 3');
    expect(merged.orders.map((entry) => entry.id).sort((x, y) => x - y)).toEqual([first.orderId, second.orderId, ...placed].sort((x, y) => x - y));
  });

  it("deliver an item ticked in the kitchen on A ('prepared') to the staff socket on B, and its undoing too", async () => {
    const onB = await staffSocket(b.url, demo);
    const order = await placeOrder(a.url, 'mesa-1', await orderableItemOf(a.url, 'mesa-1'));
    await orderEventOf(onB, order.orderId, { event: 'approved' });
    const orderPath = `${a.url}/ordering/accounts/${demo.providerId}/shops/${demo.shopId}/orders/${order.orderId}`;
    const { items } = (await (await expectStatus(fetch(orderPath, { headers: bearer(demo.accountToken) }), 200)).json()) as { items: { id: number }[] };
    const itemPath = `${orderPath}/items/${items[0].id}/prepared`;
    // Auto-complete off, so the one item's tick leaves the order open and its undoing is allowed.
    const settingsPath = `${a.url}/ordering/accounts/${demo.providerId}/shops/${demo.shopId}/kitchen/settings`;
    const json = { ...bearer(demo.accountToken), 'content-type': 'application/json' };
    const settings = { autoComplete: false, ticketsFrom: 'approved', boardMinutes: 5, amberAfterMin: 10, redAfterMin: 20 };
    await expectStatus(fetch(settingsPath, { method: 'PUT', headers: json, body: JSON.stringify(settings) }), 200);

    const ticked = (await (await expectStatus(fetch(itemPath, { method: 'PUT', headers: bearer(demo.accountToken) }), 200)).json()) as { items: { preparedAt: string | null }[] };
    expect(ticked.items[0].preparedAt).not.toBeNull();
    expect(await orderEventOf(onB, order.orderId, { event: 'prepared' })).toEqual({ channel: 'order', event: 'prepared', id: order.orderId, by: 'Ana' });
    const prepared = () => onB.received.filter((entry) => entry.id === order.orderId && entry.event === 'prepared').length;
    expect(prepared()).toBe(1);

    await expectStatus(fetch(itemPath, { method: 'DELETE', headers: bearer(demo.accountToken) }), 200);
    const deadline = Date.now() + 10_000;
    while (prepared() < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(prepared()).toBe(2);
    // And B reads the item undone, as every device of the shop would after the event.
    const read = (await (await expectStatus(fetch(orderPath.replace(a.url, b.url), { headers: bearer(demo.accountToken) }), 200)).json()) as { items: { preparedAt: string | null }[] };
    expect(read.items[0].preparedAt).toBeNull();
  });

  it('show on B a menu change made on A', async () => {
    const id = await createItemGroup(a.url, 'Feito em A');
    const read = await expectStatus(fetch(`${b.url}${shopPath(demo)}/item-groups/${id}`, { headers: bearer(demo.accountToken) }), 200);
    expect(await read.json()).toMatchObject({ id, title: 'Feito em A' });
  });

  it('serve from B an image uploaded on A', async () => {
    const groupId = await createItemGroup(a.url, 'Com foto');
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#cc6633' } }).jpeg().toBuffer();
    const form = fileForm(photo);
    const uploaded = await expectStatus(
      fetch(`${a.url}${shopPath(demo)}/item-groups/${groupId}/image`, {
        method: 'PUT',
        headers: { ...bearer(demo.accountToken), ...form.headers },
        body: new Uint8Array(form.payload),
      }),
      200,
    );
    const { imageId } = (await uploaded.json()) as { imageId: number };

    const fromA = await expectStatus(fetch(`${a.url}/menu/images/${imageId}.jpg`), 200);
    const fromB = await expectStatus(fetch(`${b.url}/menu/images/${imageId}.jpg`), 200);
    expect(fromB.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await fromB.arrayBuffer());
    expect(bytes.equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');
  });

  it('refuse on B a token revoked on A, and close its live connection on B', async () => {
    const session = await signIn(a.url, DEMO_EMAIL);
    const onB = await staffSocket(b.url, session);
    const closed = new Promise<string>((resolve) => onB.once('disconnect', resolve));

    await expectStatus(
      fetch(`${a.url}/token/revoke`, {
        method: 'POST',
        headers: { ...bearer(session.accountToken), 'content-type': 'application/json' },
        body: '{}',
      }),
      204,
    );

    await expectStatus(fetch(`${b.url}${shopPath(session)}/item-groups`, { headers: bearer(session.accountToken) }), 401);
    expect(await closed).toBe('io server disconnect');
    // Only that token: the session signed in earlier still works on both.
    await expectStatus(fetch(`${b.url}${shopPath(demo)}/item-groups`, { headers: bearer(demo.accountToken) }), 200);
  });

  it('count failed sign-ins made on either instance toward one limit', async () => {
    const email = 'ninguem@exemplo.com.br';
    for (let attempt = 0; attempt < MAX_FAILURES_PER_EMAIL; attempt += 1) {
      await expectStatus(requestUserToken(attempt % 2 ? b.url : a.url, email, 'senha-errada'), 400);
    }
    await expectStatus(requestUserToken(a.url, email, 'senha-errada'), 429);
    await expectStatus(requestUserToken(b.url, email, 'senha-errada'), 429);
  });
});
