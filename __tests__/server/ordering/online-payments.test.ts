import { randomUUID } from 'node:crypto';
import type { PaymentWebhookEvent } from '@contract/payment-provider';
import type { PaymentProvider } from '@server/payments/provider';
import { signWebhook, verifyWebhook } from '@server/payments/webhook-signature';
import { createOrderingApp, itemNamed, menuOf, operationsState, placed, type OrderingApp } from './ordering-fixture';

let t: OrderingApp;
let burgerId: number;
let sandbox: PaymentProvider | null;
beforeAll(async () => {
  t = await createOrderingApp();
  burgerId = itemNamed(await menuOf(t, 'mesa-1'), 'X-Burguer').id;
  sandbox = t.app.payments.provider;
});
afterAll(() => t.close());

/** A provider that takes charges and stays silent, so each test sends the webhook it needs itself. */
const charges: string[] = [];
let failStart = false;
const quietProvider: PaymentProvider = {
  name: 'sandbox',
  async start(charge) {
    if (failStart) throw new Error('provider down');
    charges.push(charge.reference);
    return { checkoutUrl: `https://pagamentos.exemplo.com.br/${charge.reference}` };
  },
};
beforeEach(() => {
  t.app.payments.provider = quietProvider;
  charges.length = 0;
  failStart = false;
});

const startPayment = (invoiceId: number, accessToken: string) =>
  t.app.inject({ method: 'POST', url: `/public/invoices/${invoiceId}/online-payment`, payload: { accessToken } });

async function prepaidCharge() {
  const order = await placed(t, 'balcao-pre', { type: 1, items: [{ itemId: burgerId, quantity: 1 }] });
  const started = await startPayment(order.invoiceId, order.accessToken);
  expect(started.statusCode).toBe(202);
  return { ...order, reference: started.json().reference as string, amountCents: 2490 };
}

const eventFor = (reference: string, amountCents: number, type: PaymentWebhookEvent['type'] = 'payment.succeeded'): PaymentWebhookEvent => ({
  id: `evt_${randomUUID()}`,
  type,
  data: { reference, amountCents },
});

function deliver(event: PaymentWebhookEvent | string, options: { secret?: string; ageSeconds?: number; signature?: string; provider?: string } = {}) {
  const rawBody = typeof event === 'string' ? event : JSON.stringify(event);
  const timestamp = Math.floor(Date.now() / 1000) - (options.ageSeconds ?? 0);
  const signature = options.signature ?? signWebhook(options.secret ?? t.app.payments.webhookSecret, rawBody, timestamp);
  return t.app.inject({
    method: 'POST',
    url: `/payments/webhooks/${options.provider ?? 'sandbox'}`,
    headers: { 'content-type': 'application/json', 'payment-signature': signature },
    payload: rawBody,
  });
}

const staffInvoice = async (id: number) => (await t.app.inject({ url: `${t.shopPath}/invoices/${id}`, headers: t.staff })).json();
const chargeStatus = async (reference: string) =>
  (await t.db.selectFrom('online_payments').select('status').where('reference', '=', reference).executeTakeFirstOrThrow()).status;

describe('starting an online payment', () => {
  it('starts a charge at the provider and pays nothing; asking again answers with the same charge', async () => {
    const order = await placed(t, 'balcao-pre', { type: 1, items: [{ itemId: burgerId, quantity: 1 }] });
    const first = await startPayment(order.invoiceId, order.accessToken);
    expect(first.statusCode).toBe(202);
    const { reference } = first.json();
    expect(first.json()).toMatchObject({ status: 'pending', checkoutUrl: `https://pagamentos.exemplo.com.br/${reference}`, invoice: { status: 'open' } });
    expect(reference).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await staffInvoice(order.invoiceId)).toMatchObject({ status: 'open', orders: [{ status: 'open' }] });

    const again = await startPayment(order.invoiceId, order.accessToken);
    expect(again.json()).toMatchObject({ reference, status: 'pending' });
    expect(charges).toEqual([reference]);
  });

  it('answers 502 when the provider cannot take the charge, and a later try starts a new one', async () => {
    const order = await placed(t, 'balcao-pre', { type: 1, items: [{ itemId: burgerId, quantity: 1 }] });
    failStart = true;
    const refused = await startPayment(order.invoiceId, order.accessToken);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({
      error: 'payment_provider_unavailable',
      message: 'Não foi possível iniciar o pagamento online. Tente novamente.',
    });
    failStart = false;
    expect((await startPayment(order.invoiceId, order.accessToken)).statusCode).toBe(202);
    expect(charges).toHaveLength(1);
  });

  it("refuses 'online' where the shop offers no public online method, for the bill and for the payment", async () => {
    const online = await t.db
      .selectFrom('location_payment_methods')
      .innerJoin('payment_methods', 'payment_methods.id', 'location_payment_methods.payment_method_id')
      .select('location_payment_methods.id')
      .where('location_id', '=', t.demo.demo.shopId)
      .where('payment_methods.online', '=', 1)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('location_payment_methods').set({ is_public: 0 }).where('id', '=', online.id).execute();
    try {
      const pending = await placed(t, 'mesa-2', { items: [{ itemId: burgerId, quantity: 1 }] });
      const prepaid = await placed(t, 'balcao-pre', { type: 1, items: [{ itemId: burgerId, quantity: 1 }] });
      const before = await operationsState(t);
      const bill = await t.app.inject({
        method: 'POST',
        url: `/public/invoices/${pending.invoiceId}/closing`,
        payload: { accessToken: pending.accessToken, paymentMethod: 'online' },
      });
      expect(bill.statusCode).toBe(409);
      expect(bill.json()).toEqual({ error: 'online_payment_unavailable', message: 'Este estabelecimento não aceita pagamento online.' });
      expect((await startPayment(prepaid.invoiceId, prepaid.accessToken)).json().error).toBe('online_payment_unavailable');
      expect(await operationsState(t)).toEqual(before);
      expect(charges).toEqual([]);
    } finally {
      await t.db.updateTable('location_payment_methods').set({ is_public: 1 }).where('id', '=', online.id).execute();
    }
  });
});

describe('the webhook', () => {
  it("marks the bill paid only on the provider's signed confirmation: the prepaid invoice closes and its order is approved", async () => {
    const charge = await prepaidCharge();
    const res = await deliver(eventFor(charge.reference, charge.amountCents));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'paid' });
    expect(await staffInvoice(charge.invoiceId)).toMatchObject({ status: 'closed', paymentMethod: 'online', orders: [{ status: 'authorized' }] });
    expect(await chargeStatus(charge.reference)).toBe('paid');
  });

  it.each([
    ['no signature', { signature: '' }],
    ['a signature made with another secret', { secret: 'not-the-secret' }],
    ['a malformed signature', { signature: 't=abc,v1=zz' }],
    // Ten seconds past the five minutes: a second boundary crossed between signing and checking must not decide it.
    ['a signature older than five minutes', { ageSeconds: 310 }],
    ['a signature from the future', { ageSeconds: -310 }],
  ])('refuses %s with 401, changing nothing', async (_name, options) => {
    const charge = await prepaidCharge();
    const before = await operationsState(t);
    const res = await deliver(eventFor(charge.reference, charge.amountCents), options);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('invalid_signature');
    expect(await operationsState(t)).toEqual(before);
    expect(await chargeStatus(charge.reference)).toBe('pending');
  });

  it('refuses a body changed after signing', async () => {
    const charge = await prepaidCharge();
    const event = eventFor(charge.reference, charge.amountCents);
    const signature = signWebhook(t.app.payments.webhookSecret, JSON.stringify({ ...event, type: 'payment.failed' }));
    expect((await deliver(event, { signature })).statusCode).toBe(401);
    expect(await chargeStatus(charge.reference)).toBe('pending');
  });

  it('handles a replayed event once: the second delivery answers duplicate and changes nothing', async () => {
    const charge = await prepaidCharge();
    const event = eventFor(charge.reference, charge.amountCents);
    const [a, b] = await Promise.all([deliver(event), deliver(event)]);
    expect([a.json().outcome, b.json().outcome].sort()).toEqual(['duplicate', 'paid']);
    const after = await operationsState(t);
    const replay = await deliver(event, { ageSeconds: 60 });
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await operationsState(t)).toEqual(after);
  });

  it('refuses an amount other than the charge and an unknown reference, keeping the event unspent', async () => {
    const charge = await prepaidCharge();
    const wrong = { ...eventFor(charge.reference, charge.amountCents + 1) };
    const before = await operationsState(t);
    expect((await deliver(wrong)).statusCode).toBe(409);
    expect((await deliver(eventFor('no-such-reference', charge.amountCents))).statusCode).toBe(404);
    expect(await operationsState(t)).toEqual(before);
    const corrected = await deliver({ ...wrong, data: { ...wrong.data, amountCents: charge.amountCents } });
    expect(corrected.json().outcome).toBe('paid');
  });

  it('answers 404 for a provider the server does not use and 400 for a signed body that is not an event', async () => {
    const charge = await prepaidCharge();
    expect((await deliver(eventFor(charge.reference, charge.amountCents), { provider: 'outro' })).statusCode).toBe(404);
    const res = await deliver(JSON.stringify({ id: 'evt_1', type: 'payment.refunded', data: { reference: charge.reference, amountCents: 1 } }));
    expect(res.statusCode).toBe(400);
    expect(await chargeStatus(charge.reference)).toBe('pending');
  });

  it('a failed charge leaves the bill waiting, and the customer may start another', async () => {
    const charge = await prepaidCharge();
    expect((await deliver(eventFor(charge.reference, charge.amountCents, 'payment.failed'))).json().outcome).toBe('failed');
    expect(await chargeStatus(charge.reference)).toBe('failed');
    expect(await staffInvoice(charge.invoiceId)).toMatchObject({ status: 'open' });
    const retry = await startPayment(charge.invoiceId, charge.accessToken);
    expect(retry.json().reference).not.toBe(charge.reference);
    // The provider took the money after all: the late success pays the bill, and the retry's money is kept for a refund.
    expect((await deliver(eventFor(charge.reference, charge.amountCents))).json().outcome).toBe('paid');
    expect(await staffInvoice(charge.invoiceId)).toMatchObject({ status: 'closed', paymentMethod: 'online' });
    expect((await deliver(eventFor(retry.json().reference, charge.amountCents))).json().outcome).toBe('alreadySettled');
    expect(await chargeStatus(retry.json().reference)).toBe('paid');
  });

  type Step = 'succeeded' | 'failed' | 'succeeded again' | 'failed again' | 'same success' | 'same failure';
  it.each<[Step[], string[], 'paid' | 'failed', 'closed' | 'open']>([
    [['succeeded'], ['paid'], 'paid', 'closed'],
    [['failed'], ['failed'], 'failed', 'open'],
    [['succeeded', 'failed'], ['paid', 'alreadySettled'], 'paid', 'closed'],
    [['failed', 'succeeded'], ['failed', 'paid'], 'paid', 'closed'],
    [['succeeded', 'same success'], ['paid', 'duplicate'], 'paid', 'closed'],
    [['succeeded', 'succeeded again'], ['paid', 'alreadySettled'], 'paid', 'closed'],
    [['failed', 'same failure'], ['failed', 'duplicate'], 'failed', 'open'],
    [['failed', 'failed again'], ['failed', 'alreadySettled'], 'failed', 'open'],
    [['failed', 'succeeded', 'failed again'], ['failed', 'paid', 'alreadySettled'], 'paid', 'closed'],
    [['failed', 'failed again', 'succeeded'], ['failed', 'alreadySettled', 'paid'], 'paid', 'closed'],
    [['succeeded', 'failed', 'same success'], ['paid', 'alreadySettled', 'duplicate'], 'paid', 'closed'],
  ])('events %j answer %j and leave the charge %s and the bill %s', async (steps, outcomes, charged, bill) => {
    const charge = await prepaidCharge();
    const success = eventFor(charge.reference, charge.amountCents);
    const failure = eventFor(charge.reference, charge.amountCents, 'payment.failed');
    const eventOf: Record<Step, () => PaymentWebhookEvent> = {
      succeeded: () => success,
      failed: () => failure,
      'succeeded again': () => eventFor(charge.reference, charge.amountCents),
      'failed again': () => eventFor(charge.reference, charge.amountCents, 'payment.failed'),
      'same success': () => success,
      'same failure': () => failure,
    };
    const answered: string[] = [];
    for (const step of steps) answered.push((await deliver(eventOf[step]())).json().outcome);
    expect(answered).toEqual(outcomes);
    expect(await chargeStatus(charge.reference)).toBe(charged);
    expect(await staffInvoice(charge.invoiceId)).toMatchObject({ status: bill });
    const paymentRows = await t.db.selectFrom('order_payments').select('status').where('invoice_id', '=', charge.invoiceId).execute();
    expect(paymentRows).toHaveLength(1);
  });

  it('money taken after staff settled the bill another way is kept as paid for a refund and changes nothing else', async () => {
    const charge = await prepaidCharge();
    const payment = await t.db.selectFrom('order_payments').select('id').where('invoice_id', '=', charge.invoiceId).executeTakeFirstOrThrow();
    await t.app.inject({
      method: 'POST',
      url: `${t.paymentsPath}/${payment.id}/payment-operator`,
      headers: t.staff,
      payload: { paymentMethod: 0, gateway: 0, data: null },
    });
    const before = await operationsState(t);
    expect((await deliver(eventFor(charge.reference, charge.amountCents))).json().outcome).toBe('alreadySettled');
    expect(await operationsState(t)).toEqual(before);
    expect(await chargeStatus(charge.reference)).toBe('paid');
    expect(await staffInvoice(charge.invoiceId)).toMatchObject({ status: 'closed', paymentMethod: 'cash' });
  });
});

describe('the sandbox provider', () => {
  it('confirms a charge through the signed webhook a moment after it starts', async () => {
    t.app.payments.provider = sandbox;
    const order = await placed(t, 'balcao-pre', { type: 1, items: [{ itemId: burgerId, quantity: 1 }] });
    const started = await startPayment(order.invoiceId, order.accessToken);
    expect(started.json()).toMatchObject({ status: 'pending', checkoutUrl: null });
    await t.app.payments.settled();
    expect(await chargeStatus(started.json().reference)).toBe('paid');
    expect(await staffInvoice(order.invoiceId)).toMatchObject({ status: 'closed', paymentMethod: 'online' });
    expect(await t.db.selectFrom('payment_webhook_events').select('event_id').execute()).not.toHaveLength(0);
  });
});

describe('verifyWebhook', () => {
  const body = '{"id":"evt_1"}';
  const now = 1_800_000_000;
  it('accepts its own signature within the tolerance and names what is wrong otherwise', () => {
    expect(verifyWebhook('s', body, signWebhook('s', body, now), now + 300)).toEqual({ ok: true });
    expect(verifyWebhook('s', body, signWebhook('s', body, now), now + 301)).toEqual({ ok: false, reason: 'stale' });
    expect(verifyWebhook('s', body, undefined, now)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyWebhook('s', body, 'v1=abc', now)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyWebhook('s', `${body} `, signWebhook('s', body, now), now)).toEqual({ ok: false, reason: 'mismatch' });
  });
});

describe('a server without a payment provider', () => {
  it('hides the online method from the menu and refuses paying online; its webhook does not exist', async () => {
    const off = await createOrderingApp({ config: { paymentProvider: 'none' } });
    try {
      const menu = await menuOf(off, 'mesa-1');
      expect(menu.paymentMethods.map((method) => method.name)).toEqual(['Dinheiro', 'Cartão de crédito']);
      const order = await placed(off, 'balcao-pre', { type: 1, items: [{ itemId: itemNamed(menu, 'X-Burguer').id, quantity: 1 }] });
      const res = await off.app.inject({
        method: 'POST',
        url: `/public/invoices/${order.invoiceId}/online-payment`,
        payload: { accessToken: order.accessToken },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('online_payment_unavailable');
      const rawBody = JSON.stringify(eventFor('any', 1));
      const webhook = await off.app.inject({
        method: 'POST',
        url: '/payments/webhooks/sandbox',
        headers: { 'content-type': 'application/json', 'payment-signature': signWebhook(off.app.payments.webhookSecret, rawBody) },
        payload: rawBody,
      });
      expect(webhook.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
