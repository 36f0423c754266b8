import { createTestApp, DEMO_EMAIL, OTHER_EMAIL, type TestApp } from '../support/test-app';
import { type AccountAck, type LiveRecordEvent } from '@contract/live';
import { liveDisconnect, liveOutcome, openLive, type LiveClient } from '../support/live-client';

let t: TestApp;
let url: string;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(() => t.close());

function open(token: unknown, transport: 'websocket' | 'polling' = 'websocket'): LiveClient {
  const socket = openLive(url, token, transport);
  sockets.push(socket);
  return socket;
}

async function connectAs(email: string, transport?: 'websocket' | 'polling'): Promise<LiveClient> {
  const socket = open((await t.tokensFor(email)).accountToken, transport);
  expect(await liveOutcome(socket)).toBe('connected');
  return socket;
}

const joinShop = (socket: LiveClient, shopId: number) =>
  new Promise<AccountAck>((resolve) => socket.emit('account', { shopId }, resolve));

describe('live connection', () => {
  it('refuses a connection without a token', async () => {
    expect(await liveOutcome(open(undefined))).toBe('unauthorized');
  });

  it('refuses a bad token, and token 1', async () => {
    expect(await liveOutcome(open('not-a-jwt'))).toBe('unauthorized');
    expect(await liveOutcome(open((await t.tokensFor(DEMO_EMAIL)).userToken))).toBe('unauthorized');
  });

  it('refuses an expired token 2', async () => {
    const expired = await t.app.tokens.issueAccountToken(
      { userId: t.demo.demo.userId, providerId: t.demo.demo.providerId },
      { ttlSeconds: -5 },
    );
    expect(await liveOutcome(open(expired))).toBe('unauthorized');
  });

  it("answers the 'account' call for the account's own shop, over websocket and long polling", async () => {
    expect(await joinShop(await connectAs(DEMO_EMAIL), t.demo.demo.shopId)).toEqual({ ok: true });
    expect(await joinShop(await connectAs(DEMO_EMAIL, 'polling'), t.demo.demo.shopId)).toEqual({ ok: true });
  });

  it("refuses the 'account' call for another provider's shop or a bad request", async () => {
    const socket = await connectAs(DEMO_EMAIL);
    expect(await joinShop(socket, t.demo.other.shopId)).toEqual({ ok: false, message: 'Estabelecimento não encontrado.' });
    expect(await joinShop(socket, 'x' as unknown as number)).toEqual({ ok: false, message: 'shopId inválido.' });
  });

  it('emits to the sockets of one shop only, with two shops connected at once', async () => {
    const demoShop = await connectAs(DEMO_EMAIL);
    const otherShop = await connectAs(OTHER_EMAIL);
    const notJoined = await connectAs(DEMO_EMAIL);
    const refused = await connectAs(DEMO_EMAIL);
    expect(await joinShop(demoShop, t.demo.demo.shopId)).toEqual({ ok: true });
    expect(await joinShop(otherShop, t.demo.other.shopId)).toEqual({ ok: true });
    expect((await joinShop(refused, t.demo.other.shopId)).ok).toBe(false);

    const received = new Map<LiveClient, LiveRecordEvent<string>[]>();
    for (const socket of [demoShop, otherShop, notJoined, refused]) {
      received.set(socket, []);
      socket.on('order', (payload) => received.get(socket)?.push(payload));
      socket.on('invoice', (payload) => received.get(socket)?.push(payload));
    }
    const arrived = (socket: LiveClient, count: number) =>
      new Promise<void>((resolve) => {
        const check = () => ((received.get(socket)?.length ?? 0) >= count ? resolve() : setTimeout(check, 5));
        check();
      });

    t.app.live.emitToShop(t.demo.demo.shopId, 'order', { event: 'approved', id: 11 });
    t.app.live.emitToShop(t.demo.other.shopId, 'invoice', { event: 'created', id: 22 });
    await Promise.all([arrived(demoShop, 1), arrived(otherShop, 1)]);
    // Give any stray delivery time to land before asserting it never came.
    await new Promise((resolve) => setTimeout(resolve, 150));

    expect(received.get(demoShop)).toEqual([{ event: 'approved', id: 11 }]);
    expect(received.get(otherShop)).toEqual([{ event: 'created', id: 22 }]);
    expect(received.get(notJoined)).toEqual([]);
    expect(received.get(refused)).toEqual([]);
  });

  it('drops the connection when its token expires', async () => {
    const shortLived = await t.app.tokens.issueAccountToken(
      { userId: t.demo.demo.userId, providerId: t.demo.demo.providerId },
      { ttlSeconds: 2 },
    );
    const socket = open(shortLived);
    expect(await liveOutcome(socket)).toBe('connected');
    const reason = await liveDisconnect(socket);
    expect(reason).toBe('io server disconnect');
  });
});
