import type { InjectOptions } from 'fastify';
import { createOrderingApp, itemNamed, menuOf, operationsState, type OrderingApp } from '../ordering/ordering-fixture';
import { createTwoInstances } from '../support/two-instances';

const limits = { requestsPerAddress: 8, ordersPerAddress: 3, ordersPerQrCode: 2, callsPerQrCode: 2 };

let t: OrderingApp;
let burgerId: number;
beforeAll(async () => {
  t = await createOrderingApp({ config: { publicRateLimits: limits } });
  burgerId = itemNamed(await menuOf(t, 'mesa-1'), 'X-Burguer').id;
});
afterAll(() => t.close());
// Each test starts with fresh windows, as a minute later would.
beforeEach(() => t.db.deleteFrom('rate_limit_hits').execute());

const from = (remoteAddress: string, options: InjectOptions) => t.app.inject({ ...options, remoteAddress });
const menuFrom = (address: string, code = 'mesa-1') => from(address, { url: `/public/qrcodes/${code}/menu` });
const orderFrom = (address: string, code: string) =>
  from(address, {
    method: 'POST',
    url: `/public/qrcodes/${code}/orders`,
    headers: { 'idempotency-key': `key-${Math.random().toString(36).slice(2)}` },
    payload: { type: 0, customer: { name: 'Cliente' }, items: [{ itemId: burgerId, quantity: 1 }] },
  });

describe('the public API', () => {
  it('answers an address past its requests per minute with 429, Retry-After and a pt-BR message; other addresses go on', async () => {
    for (let i = 0; i < limits.requestsPerAddress; i += 1) expect((await menuFrom('203.0.113.1')).statusCode).toBe(200);
    const refused = await menuFrom('203.0.113.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'rate_limited', message: expect.stringMatching(/^Muitas solicitações deste endereço\. Tente de novo em \d+ segundos\.$/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await menuFrom('203.0.113.2')).statusCode).toBe(200);
  });

  it('opens again when the window ends', async () => {
    for (let i = 0; i <= limits.requestsPerAddress; i += 1) await menuFrom('203.0.113.3');
    expect((await menuFrom('203.0.113.3')).statusCode).toBe(429);
    await t.db.updateTable('rate_limit_hits').set({ window_ends_at: Date.now() - 1 }).execute();
    expect((await menuFrom('203.0.113.3')).statusCode).toBe(200);
  });

  it('limits orders per QR code whatever the address, creating nothing when refused', async () => {
    expect((await orderFrom('198.51.100.1', 'mesa-2')).statusCode).toBe(201);
    expect((await orderFrom('198.51.100.2', 'mesa-2')).statusCode).toBe(201);
    const before = await operationsState(t);
    const refused = await orderFrom('198.51.100.3', 'mesa-2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Muitos pedidos por este QR code agora\. Tente de novo em \d+ segundos\.$/);
    expect(await operationsState(t)).toEqual(before);
    expect((await orderFrom('198.51.100.3', 'mesa-3')).statusCode).toBe(201);
  });

  it('limits calls from the table per QR code, apart from its orders, calling nobody when refused', async () => {
    const callFrom = (address: string, code: string, reason: string) =>
      from(address, { method: 'POST', url: `/public/qrcodes/${code}/calls`, payload: { reason } });
    expect((await callFrom('198.51.100.30', 'mesa-3', 'waiter')).statusCode).toBe(201);
    expect((await callFrom('198.51.100.31', 'mesa-3', 'cutlery')).statusCode).toBe(201);
    const before = await t.db.selectFrom('table_calls').select('id').execute();
    const refused = await callFrom('198.51.100.32', 'mesa-3', 'waiter');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Muitos chamados desta mesa agora\. Tente de novo em \d+ segundos\.$/);
    expect(await t.db.selectFrom('table_calls').select('id').execute()).toEqual(before);
    expect((await callFrom('198.51.100.32', 'mesa-1', 'waiter')).statusCode).toBe(201);
    expect((await orderFrom('198.51.100.33', 'mesa-3')).statusCode).toBe(201);
  });

  it('limits orders per address across QR codes', async () => {
    for (const code of ['mesa-1', 'mesa-2', 'mesa-3']) expect((await orderFrom('198.51.100.9', code)).statusCode).toBe(201);
    const refused = await orderFrom('198.51.100.9', 'balcao-pre');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Muitos pedidos deste endereço agora\./);
  });

  it('counts a request with a malformed body against the address but not against the QR code', async () => {
    const malformed = () => from('198.51.100.20', { method: 'POST', url: '/public/qrcodes/mesa-1/orders', payload: { items: [] } });
    for (let i = 0; i < 3; i += 1) expect((await malformed()).statusCode).toBe(400);
    expect((await orderFrom('198.51.100.21', 'mesa-1')).statusCode).toBe(201);
  });

  it('does not count staff routes or the payment webhook', async () => {
    for (let i = 0; i < limits.requestsPerAddress + 2; i += 1) {
      expect((await from('203.0.113.50', { url: `${t.shopPath}/orders`, headers: t.staff })).statusCode).toBe(200);
      const webhook = await from('203.0.113.50', { method: 'POST', url: '/payments/webhooks/sandbox', payload: { id: 'evt_1' } });
      expect(webhook.statusCode).toBe(401);
    }
    expect((await menuFrom('203.0.113.50')).statusCode).toBe(200);
  });
});

describe('behind a proxy', () => {
  it('counts the forwarded client only when the proxy is trusted', async () => {
    const trusted = await createOrderingApp({ config: { publicRateLimits: limits, trustProxy: '127.0.0.1' } });
    try {
      const forwarded = (client: string) =>
        trusted.app.inject({ url: '/public/qrcodes/mesa-1/menu', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } });
      for (let i = 0; i < limits.requestsPerAddress; i += 1) await forwarded('192.0.2.1');
      expect((await forwarded('192.0.2.1')).statusCode).toBe(429);
      expect((await forwarded('192.0.2.2')).statusCode).toBe(200);
    } finally {
      await trusted.close();
    }
    // Untrusted (the default), the header is anyone's to write: the socket's address is counted.
    for (let i = 0; i < limits.requestsPerAddress; i += 1) {
      await t.app.inject({ url: '/public/qrcodes/mesa-1/menu', remoteAddress: '203.0.113.77', headers: { 'x-forwarded-for': `192.0.2.${i}` } });
    }
    const spoofed = await t.app.inject({ url: '/public/qrcodes/mesa-1/menu', remoteAddress: '203.0.113.77', headers: { 'x-forwarded-for': '192.0.2.200' } });
    expect(spoofed.statusCode).toBe(429);
  });
});

describe('IPv6 clients', () => {
  it('count as one per /64, and an IPv4-mapped address as its IPv4 address', async () => {
    for (let i = 0; i < limits.requestsPerAddress; i += 1) expect((await menuFrom(`2001:db8:7:1::${(i + 1).toString(16)}`)).statusCode).toBe(200);
    expect((await menuFrom('2001:db8:7:1:ffff:eeee:dddd:cccc')).statusCode).toBe(429);
    expect((await menuFrom('2001:db8:7:2::1')).statusCode).toBe(200);

    await t.db.deleteFrom('rate_limit_hits').execute();
    for (const [i, code] of ['mesa-1', 'mesa-2', 'mesa-3'].entries()) expect((await orderFrom(`2001:db8:8:1::${i + 1}`, code)).statusCode).toBe(201);
    expect((await orderFrom('2001:db8:8:1::99', 'balcao-pre')).json().message).toMatch(/^Muitos pedidos deste endereço agora\./);

    for (let i = 0; i < limits.requestsPerAddress; i += 1) await menuFrom('203.0.113.60');
    expect((await menuFrom('::ffff:203.0.113.60')).statusCode).toBe(429);
  });

  it('behind a trusted proxy, count the forwarded client by its /64', async () => {
    const trusted = await createOrderingApp({ config: { publicRateLimits: limits, trustProxy: '127.0.0.1' } });
    try {
      const forwarded = (client: string) =>
        trusted.app.inject({ url: '/public/qrcodes/mesa-1/menu', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } });
      for (let i = 0; i < limits.requestsPerAddress; i += 1) expect((await forwarded(`2001:db8:9:1::${i + 1}`)).statusCode).toBe(200);
      expect((await forwarded('2001:db8:9:1::abc')).statusCode).toBe(429);
    } finally {
      await trusted.close();
    }
  });
});

describe('two instances on one database', () => {
  it('share one count, so a client cannot multiply its allowance by the servers', async () => {
    const pair = await createTwoInstances({ publicRateLimits: limits });
    try {
      const get = (app: typeof pair.a) => app.inject({ url: '/public/qrcodes/nao-existe/menu', remoteAddress: '203.0.113.9' });
      for (let i = 0; i < limits.requestsPerAddress / 2; i += 1) {
        expect((await get(pair.a)).statusCode).toBe(404);
        expect((await get(pair.b)).statusCode).toBe(404);
      }
      expect((await get(pair.a)).statusCode).toBe(429);
      expect((await get(pair.b)).statusCode).toBe(429);
    } finally {
      await pair.close();
    }
  });
});
