import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as ece from 'http_ece';
import webpush from 'web-push';
import type { NewOrderPush } from '@contract/push';
import { resolveVapidKeys } from '@server/push/vapid';
import { signIn } from '../auth/sign-in';
import { itemNamed, menuOf, placed, createOrderingApp, type OrderingApp } from '../ordering/ordering-fixture';
import { bearer, DEMO_EMAIL, DEMO_PASSWORD, OTHER_EMAIL } from '../support/test-app';

// Real sign-ins hash passwords at full cost.
jest.setTimeout(60_000);

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A device's side of a subscription: the keys a browser makes, and the keys it hands to the server. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

let t: OrderingApp;
let pushService: Server;
let pushServiceUrl: string;
const received: Received[] = [];
let burgerId: number;

beforeAll(async () => {
  t = await createOrderingApp();
  burgerId = itemNamed(await menuOf(t, 'mesa-1'), 'X-Burguer').id;
  // Stands in for the browser vendors' push services: records what arrives; '/gone/…' answers 410 like an expired one.
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(request.url?.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushServiceUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
});
afterEach(async () => {
  received.length = 0;
  await t.db.deleteFrom('push_subscriptions').execute();
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => pushService.close(resolve));
});

async function signedIn(email = DEMO_EMAIL) {
  const res = await signIn(t.app, email, DEMO_PASSWORD);
  const userToken: string = res.json().access_token;
  const accountToken: string = (await t.app.inject({ method: 'POST', url: '/token-v2', headers: bearer(userToken) })).json().token;
  return { userToken, accountToken };
}

const shopPathOf = (demo: 'demo' | 'other') => `/ordering/accounts/${t.demo[demo].providerId}/shops/${t.demo[demo].shopId}`;

const subscribe = (accountToken: string, body: unknown, shopPath = t.shopPath) =>
  t.app.inject({ method: 'PUT', url: `${shopPath}/push-subscription`, headers: bearer(accountToken), payload: body as object });

/**
 * Subscribes through the API (which takes push services over HTTPS only), then points the stored subscription at
 * the local stand-in, as a push service's address would be.
 */
async function subscribedDevice(accountToken: string, path: string, shopPath = t.shopPath) {
  const device = browserKeys();
  const endpoint = `https://push.exemplo.test${path}`;
  expect((await subscribe(accountToken, { endpoint, keys: device.keys }, shopPath)).statusCode).toBe(204);
  await t.db.updateTable('push_subscriptions').set({ endpoint: `${pushServiceUrl}${path}` }).where('endpoint', '=', endpoint).execute();
  return device;
}

const subscriptionCount = async () => (await t.db.selectFrom('push_subscriptions').select('endpoint').execute()).length;

async function newOrder(code = 'mesa-1') {
  const order = await placed(t, code, { items: [{ itemId: burgerId, quantity: 2 }] });
  await t.app.push.settled();
  return order;
}

describe('Web Push of new orders', () => {
  it("gives the server's VAPID public key to staff only, the same on every call", async () => {
    const { accountToken } = await signedIn();
    const first = await t.app.inject({ url: '/push/public-key', headers: bearer(accountToken) });
    expect(first.statusCode).toBe(200);
    expect(first.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const again = await t.app.inject({ url: '/push/public-key', headers: bearer(accountToken) });
    expect(again.json()).toEqual(first.json());
    expect((await t.app.inject({ url: '/push/public-key' })).statusCode).toBe(401);
  });

  it('refuses a subscription that is malformed, not HTTPS, for another shop or from a token without sign-in, storing nothing', async () => {
    const { accountToken } = await signedIn();
    const { keys } = browserKeys();
    const endpoint = 'https://push.exemplo.test/one';
    for (const body of [
      {},
      { endpoint },
      { endpoint, keys: { p256dh: 'short', auth: keys.auth } },
      { endpoint, keys: { ...keys, auth: 'x'.repeat(40) } },
      { endpoint: 'http://127.0.0.1:9/internal', keys },
      { endpoint: `https://push.exemplo.test/${'a'.repeat(2048)}`, keys },
      { endpoint, keys, extra: true },
    ]) {
      const res = await subscribe(accountToken, body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
    }
    expect((await subscribe(accountToken, { endpoint, keys }, shopPathOf('other'))).statusCode).toBe(404);
    // Tokens minted without a sign-in could keep pushing after 'Sair'.
    const unsigned = await subscribe((await t.tokensFor(DEMO_EMAIL)).accountToken, { endpoint, keys });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().message).toBe('Entre novamente para receber notificações.');
    expect(await subscriptionCount()).toBe(0);
  });

  it("pushes 'approved' orders to the shop's devices, encrypted (aes128gcm) for each one and signed with VAPID", async () => {
    const { accountToken } = await signedIn();
    const phone = await subscribedDevice(accountToken, '/phone');
    const tablet = await subscribedDevice(accountToken, '/tablet');
    const order = await newOrder();

    expect(received.map((push) => push.path).sort()).toEqual(['/phone', '/tablet']);
    for (const device of [phone, tablet]) {
      const push = received.find((entry) => entry.path === (device === phone ? '/phone' : '/tablet'))!;
      expect(push.headers).toEqual(
        expect.objectContaining({ 'content-encoding': 'aes128gcm', ttl: '600', urgency: 'high', topic: `order-${order.orderId}` }),
      );
      const plain = ece.decrypt(push.body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth.toString('base64url') });
      const payload = JSON.parse(plain.toString('utf8')) as NewOrderPush;
      const shown = (await t.app.inject({ url: `${t.shopPath}/orders/${order.orderId}`, headers: t.staff })).json();
      expect(payload).toEqual({
        kind: 'newOrder',
        order: { id: order.orderId, code: shown.code, type: 0, total: shown.total, locations: ['Mesa 1'] },
      });
      expect(shown.total).toBeGreaterThan(0);
      // The other device's keys cannot read it.
      const stranger = browserKeys();
      expect(() => ece.decrypt(push.body, { version: 'aes128gcm', privateKey: stranger.ecdh, authSecret: stranger.keys.auth })).toThrow();

      const [, jwt, key] = /^vapid t=([^,]+), k=(.+)$/.exec(String(push.headers.authorization)) ?? [];
      expect(key).toBe((await t.app.inject({ url: '/push/public-key', headers: bearer(accountToken) })).json().publicKey);
      expect(JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'))).toEqual(expect.objectContaining({ aud: pushServiceUrl, sub: 'mailto:suporte@exemplo.com.br' }));
    }
  });

  it("sends nothing to another shop's devices, and a subscription the push service says is gone is removed", async () => {
    const demo = await signedIn();
    const other = await signedIn(OTHER_EMAIL);
    await subscribedDevice(other.accountToken, '/other-shop', shopPathOf('other'));
    await subscribedDevice(demo.accountToken, '/gone/old-phone');
    await newOrder();
    expect(received.map((push) => push.path)).toEqual(['/gone/old-phone']);
    expect(await t.db.selectFrom('push_subscriptions').select('shop_id').execute()).toEqual([{ shop_id: t.demo.other.shopId }]);

    received.length = 0;
    const otherItem = (await menuOf(t, 'outro-mesa-1')).categories[0].items[0];
    await placed(t, 'outro-mesa-1', { items: [{ itemId: otherItem.id, quantity: 1 }] });
    await t.app.push.settled();
    expect(received.map((push) => push.path)).toEqual(['/other-shop']);
  });

  it("stops when the device unsubscribes or its sign-in ends with 'Sair'", async () => {
    const first = await signedIn();
    const second = await signedIn();
    const { keys } = browserKeys();
    const endpoint = 'https://push.exemplo.test/unsubscribed';
    expect((await subscribe(second.accountToken, { endpoint, keys })).statusCode).toBe(204);
    const unsubscribe = (accountToken: string) =>
      t.app.inject({ method: 'DELETE', url: `${t.shopPath}/push-subscription`, headers: bearer(accountToken), payload: { endpoint } });
    // Someone else's device stays subscribed.
    expect((await unsubscribe((await signedIn(OTHER_EMAIL)).accountToken)).statusCode).toBe(404);
    expect(await subscriptionCount()).toBe(1);
    expect((await unsubscribe(second.accountToken)).statusCode).toBe(204);
    expect(await subscriptionCount()).toBe(0);

    await subscribedDevice(first.accountToken, '/kept-until-sair');
    await newOrder();
    expect(received.map((push) => push.path)).toEqual(['/kept-until-sair']);
    received.length = 0;

    const sair = await t.app.inject({ method: 'POST', url: '/token/revoke', headers: bearer(first.accountToken), payload: { token: first.userToken } });
    expect(sair.statusCode).toBe(204);
    expect(await subscriptionCount()).toBe(0);
    await newOrder();
    expect(received).toEqual([]);
  });
});

describe('VAPID keys', () => {
  const subject = 'mailto:suporte@exemplo.com.br';

  it('are generated once and kept in the database, so every server on it (and every restart) signs with them', async () => {
    const first = await resolveVapidKeys(t.db, { subject });
    expect(await resolveVapidKeys(t.db, { subject })).toEqual(first);
    expect(first.publicKey).toBe(t.app.push.publicKey);
  });

  it('come from the environment as a pair, checked at start-up', async () => {
    const pair = webpush.generateVAPIDKeys();
    expect(await resolveVapidKeys(t.db, { subject, ...pair })).toEqual({ subject, ...pair });
    await expect(resolveVapidKeys(t.db, { subject, publicKey: pair.publicKey })).rejects.toThrow(
      'Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    );
    await expect(resolveVapidKeys(t.db, { subject, publicKey: pair.publicKey, privateKey: 'short' })).rejects.toThrow();
  });
});
