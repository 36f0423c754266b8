import { createECDH, randomBytes } from 'node:crypto';
import * as ece from 'http_ece';
import webpush from 'web-push';
import type { NewOrderPush } from '@contract/push';
import { checkPushEndpoint, parseAllowedHosts } from '@server/push/endpoints';
import { PUSH_CONCURRENCY, PUSH_SEND_TIMEOUT_MS } from '@server/push/notifier';
import type { PushRequest } from '@server/push/transport';
import { MAX_SUBSCRIPTIONS_PER_SHOP, MAX_SUBSCRIPTIONS_PER_SIGN_IN, saveSubscription } from '@server/repositories/push-subscriptions';
import { startSession } from '@server/security/sessions';
import { resolveVapidKeys } from '@server/push/vapid';
import { signIn } from '../auth/sign-in';
import { itemNamed, menuOf, placed, createOrderingApp, type OrderingApp } from '../ordering/ordering-fixture';
import { fakePushNetwork, PUBLIC_ADDRESS } from '../support/push-network';
import { bearer, DEMO_EMAIL, DEMO_PASSWORD, OTHER_EMAIL } from '../support/test-app';

/** A device's side of a subscription: the keys a browser makes, and the keys it hands to the server. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

let t: OrderingApp;
// Stands in for DNS and the browser vendors' push services: '/gone/…' answers 410 like an expired subscription.
const network = fakePushNetwork();
const received = network.sent;
const pathOf = (push: PushRequest) => push.url.pathname;
let burgerId: number;

beforeAll(async () => {
  t = await createOrderingApp({ pushNetwork: network.options });
  burgerId = itemNamed(await menuOf(t, 'mesa-1'), 'X-Burguer').id;
});
beforeEach(() => {
  network.answer = async (push) => (pathOf(push).startsWith('/gone/') ? 410 : 201);
  network.addresses.clear();
  network.addresses.set('push.exemplo.test', [PUBLIC_ADDRESS]);
});
afterEach(async () => {
  received.length = 0;
  await t.db.deleteFrom('push_subscriptions').execute();
});
afterAll(async () => {
  await t.close();
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

/** Subscribes a new device through the API to the push service at push.exemplo.test. */
async function subscribedDevice(accountToken: string, path: string, shopPath = t.shopPath) {
  const device = browserKeys();
  const endpoint = `https://push.exemplo.test${path}`;
  expect((await subscribe(accountToken, { endpoint, keys: device.keys }, shopPath)).statusCode).toBe(204);
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

    expect(received.map(pathOf).sort()).toEqual(['/phone', '/tablet']);
    for (const device of [phone, tablet]) {
      const push = received.find((entry) => pathOf(entry) === (device === phone ? '/phone' : '/tablet'))!;
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
      expect(JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'))).toEqual(expect.objectContaining({ aud: 'https://push.exemplo.test', sub: 'mailto:suporte@exemplo.com.br' }));
    }
  });

  it("sends nothing to another shop's devices, and a subscription the push service says is gone is removed", async () => {
    const demo = await signedIn();
    const other = await signedIn(OTHER_EMAIL);
    await subscribedDevice(other.accountToken, '/other-shop', shopPathOf('other'));
    await subscribedDevice(demo.accountToken, '/gone/old-phone');
    await newOrder();
    expect(received.map(pathOf)).toEqual(['/gone/old-phone']);
    expect(await t.db.selectFrom('push_subscriptions').select('shop_id').execute()).toEqual([{ shop_id: t.demo.other.shopId }]);

    received.length = 0;
    const otherItem = (await menuOf(t, 'outro-mesa-1')).categories[0].items[0];
    await placed(t, 'outro-mesa-1', { items: [{ itemId: otherItem.id, quantity: 1 }] });
    await t.app.push.settled();
    expect(received.map(pathOf)).toEqual(['/other-shop']);
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
    expect(received.map(pathOf)).toEqual(['/kept-until-sair']);
    received.length = 0;

    const sair = await t.app.inject({ method: 'POST', url: '/token/revoke', headers: bearer(first.accountToken), payload: { token: first.userToken } });
    expect(sair.statusCode).toBe(204);
    expect(await subscriptionCount()).toBe(0);
    await newOrder();
    expect(received).toEqual([]);
  });
});

describe('push endpoints that could turn the server against its own network', () => {
  it('refuses endpoints that are not HTTPS on 443 to a name of public addresses only, storing nothing', async () => {
    const { accountToken } = await signedIn();
    const { keys } = browserKeys();
    network.addresses.set('localhost', ['127.0.0.1', '::1']);
    network.addresses.set('intranet.exemplo.test', ['10.0.0.5']);
    network.addresses.set('metadata.exemplo.test', ['::ffff:169.254.169.254']);
    network.addresses.set('split.exemplo.test', [PUBLIC_ADDRESS, 'fd00::5']);
    network.addresses.set('cgnat.exemplo.test', ['100.64.0.9']);
    for (const endpoint of [
      'https://127.0.0.1/push',
      'https://[::1]/push',
      'https://[::ffff:7f00:1]/push',
      'https://2130706433/push',
      'https://localhost/push',
      'https://intranet.exemplo.test/push',
      'https://metadata.exemplo.test/latest/meta-data',
      'https://split.exemplo.test/push',
      'https://cgnat.exemplo.test/push',
      'https://nowhere.exemplo.test/push',
      'https://push.exemplo.test:8443/push',
      'https://user:secret@push.exemplo.test/push',
    ]) {
      const res = await subscribe(accountToken, { endpoint, keys });
      expect({ endpoint, status: res.statusCode }).toEqual({ endpoint, status: 400 });
      expect(res.json().message).toMatch(/^Serviço de notificação recusado: .+\.$/);
    }
    expect(await subscriptionCount()).toBe(0);
  });

  it('checks the name again before every push, and sends nothing once it leads to a private address', async () => {
    const { accountToken } = await signedIn();
    await subscribedDevice(accountToken, '/rebound');
    network.addresses.set('push.exemplo.test', ['192.168.0.10']);
    await newOrder();
    expect(received).toEqual([]);
    // The name decides nothing about the subscription itself.
    expect(await subscriptionCount()).toBe(1);

    network.addresses.set('push.exemplo.test', [PUBLIC_ADDRESS]);
    await newOrder();
    expect(received.map((push) => [pathOf(push), push.addresses])).toEqual([['/rebound', [PUBLIC_ADDRESS]]]);
  });

  it('takes a redirect as a failure: nothing follows it, and the subscription is not pruned on its word', async () => {
    const { accountToken } = await signedIn();
    await subscribedDevice(accountToken, '/redirecting');
    network.answer = async () => 302;
    await newOrder();
    expect(received.map(pathOf)).toEqual(['/redirecting']);
    expect(await subscriptionCount()).toBe(1);
  });
});

describe('who holds a subscription, and how many', () => {
  it("leaves a device with the user whose sign-in holds it: another shop's staff cannot take it over", async () => {
    const demo = await signedIn();
    const other = await signedIn(OTHER_EMAIL);
    const device = await subscribedDevice(demo.accountToken, '/demo-phone');
    const takeOver = await subscribe(other.accountToken, { endpoint: 'https://push.exemplo.test/demo-phone', keys: browserKeys().keys }, shopPathOf('other'));
    expect(takeOver.statusCode).toBe(409);
    expect(takeOver.json().message).toBe('Este aparelho já recebe as notificações de outra pessoa.');
    const stored = await t.db.selectFrom('push_subscriptions').select(['shop_id', 'p256dh']).execute();
    expect(stored).toEqual([{ shop_id: t.demo.demo.shopId, p256dh: device.keys.p256dh }]);

    await newOrder();
    expect(received.map(pathOf)).toEqual(['/demo-phone']);

    // Once its holder signs out, the device is free for whoever signs in on it next.
    await t.app.inject({ method: 'POST', url: '/token/revoke', headers: bearer(demo.accountToken), payload: { token: demo.userToken } });
    await subscribedDevice(other.accountToken, '/demo-phone', shopPathOf('other'));
    expect(await t.db.selectFrom('push_subscriptions').select('shop_id').execute()).toEqual([{ shop_id: t.demo.other.shopId }]);
  });

  it(`keeps at most ${MAX_SUBSCRIPTIONS_PER_SIGN_IN} per sign-in and ${MAX_SUBSCRIPTIONS_PER_SHOP} per shop, the oldest making room`, async () => {
    const { accountToken } = await signedIn();
    for (let device = 1; device <= MAX_SUBSCRIPTIONS_PER_SIGN_IN + 2; device += 1) {
      await subscribedDevice(accountToken, `/sign-in/${device}`);
      // Each subscription a millisecond of its own: within one, which is the oldest is not defined (a fast machine
      // saved two in the same one and kept the wrong one).
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const kept = await t.db.selectFrom('push_subscriptions').select('endpoint').orderBy('endpoint').execute();
    expect(kept.map((row) => new URL(row.endpoint).pathname)).toEqual(
      Array.from({ length: MAX_SUBSCRIPTIONS_PER_SIGN_IN }, (_, index) => `/sign-in/${index + 3}`),
    );

    await t.db.deleteFrom('push_subscriptions').execute();
    const userId = t.demo.demo.userId;
    const shopId = t.demo.demo.shopId;
    for (let device = 1; device <= MAX_SUBSCRIPTIONS_PER_SHOP + 5; device += 1) {
      const { sessionId } = await startSession(t.db, userId, 'tablet', 3600);
      const saved = await saveSubscription(t.db, { endpoint: `https://push.exemplo.test/shop/${device}`, keys: browserKeys().keys }, { shopId, userId, sessionId });
      expect(saved).toBe('saved');
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const inShop = await t.db.selectFrom('push_subscriptions').select('endpoint').execute();
    expect(inShop).toHaveLength(MAX_SUBSCRIPTIONS_PER_SHOP);
    expect(inShop.map((row) => row.endpoint)).not.toContain('https://push.exemplo.test/shop/1');
    expect(inShop.map((row) => row.endpoint)).toContain(`https://push.exemplo.test/shop/${MAX_SUBSCRIPTIONS_PER_SHOP + 5}`);
  });

  it(`sends one order's pushes ${PUSH_CONCURRENCY} at a time, each within ${PUSH_SEND_TIMEOUT_MS} ms`, async () => {
    const userId = t.demo.demo.userId;
    const shopId = t.demo.demo.shopId;
    for (let device = 1; device <= 12; device += 1) {
      const { sessionId } = await startSession(t.db, userId, 'tablet', 3600);
      await saveSubscription(t.db, { endpoint: `https://push.exemplo.test/busy/${device}`, keys: browserKeys().keys }, { shopId, userId, sessionId });
    }
    let open = 0;
    let mostOpen = 0;
    network.answer = async () => {
      open += 1;
      mostOpen = Math.max(mostOpen, open);
      await new Promise((resolve) => setTimeout(resolve, 20));
      open -= 1;
      return 201;
    };
    await newOrder();
    expect(received).toHaveLength(12);
    expect(mostOpen).toBe(PUSH_CONCURRENCY);
    expect(new Set(received.map((push) => push.timeoutMs))).toEqual(new Set([PUSH_SEND_TIMEOUT_MS]));
  });
});

describe('checkPushEndpoint with PUSH_ALLOWED_HOSTS', () => {
  const policy = (allowedHosts: string[]) => ({ allowedHosts, resolve: async () => [PUBLIC_ADDRESS] });

  it('sends only to the listed push services, a *. entry covering its subdomains', async () => {
    const allowed = parseAllowedHosts(' fcm.googleapis.com , *.push.apple.com ');
    expect(allowed).toEqual(['fcm.googleapis.com', '*.push.apple.com']);
    expect((await checkPushEndpoint('https://fcm.googleapis.com/fcm/send/x', policy(allowed))).ok).toBe(true);
    expect((await checkPushEndpoint('https://web.push.apple.com/x', policy(allowed))).ok).toBe(true);
    expect(await checkPushEndpoint('https://evilpush.apple.com/x', policy(allowed))).toEqual({ ok: false, reason: 'serviço de notificação não permitido' });
    expect((await checkPushEndpoint('https://fcm.googleapis.com.evil.test/x', policy(allowed))).ok).toBe(false);
    expect((await checkPushEndpoint('https://any.push.service/x', policy([]))).ok).toBe(true);
    expect(() => parseAllowedHosts('https://fcm.googleapis.com')).toThrow('Invalid PUSH_ALLOWED_HOSTS entry "https://fcm.googleapis.com"');
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
