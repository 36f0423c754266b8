import { randomUUID } from 'node:crypto';
import { DEVICE_HEADER } from '@contract/staff-headers';
import { tillMethods, type Till, type TillMethod } from '@contract/till';
import { createOrderingApp, itemNamed, menuOf, placed, type OrderingApp } from '../ordering/ordering-fixture';

/*
 * A busy day on two counters, each with its till, and a third device with none: comandas paid in parts of every
 * method at random, some closed whole with 'Confirmar pagamento', sangrias and suprimentos. What each till should
 * hold is added up here from what the test itself paid where, not from the server's rows, and must equal its closing.
 */

let t: OrderingApp;
let cokeId: number;
beforeAll(async () => {
  t = await createOrderingApp();
  cokeId = itemNamed(await menuOf(t, 'mesa-1'), 'Coca-Cola lata').id;
});
afterAll(() => t.close());

/** A small deterministic generator (mulberry32), so a failure replays with the same day. */
function randomOf(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = 20261129;
// The demo shop's methods at the counter.
const COUNTER_METHODS: TillMethod[] = ['cash', 'pix', 'creditCard'];
const OPERATOR_CODES: Partial<Record<TillMethod, number>> = { cash: 0, creditCard: 1, pix: 3 };

it('closes each till of a seeded day with what was paid at its device, to the centavo', async () => {
  const random = randomOf(SEED);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const device = () => ({ ...t.staff, [DEVICE_HEADER]: randomUUID().replaceAll('-', '') });
  const counters = [device(), device()];
  const elsewhere = device();
  const expected = counters.map(() => Object.fromEntries(tillMethods.map((method) => [method, 0])) as Record<TillMethod, number>);
  const send = async (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => {
    const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  };

  const tills: Till[] = [];
  for (const [index, headers] of counters.entries()) {
    const float = 50 + index * 25;
    tills.push(await send('POST', `${t.shopPath}/tills`, headers, { float }));
    expected[index].cash += float * 100;
  }

  for (let round = 0; round < 24; round += 1) {
    const where = Math.floor(random() * 3);
    const headers = where < 2 ? counters[where] : elsewhere;
    const books = where < 2 ? expected[where] : null;
    const cokes = 1 + Math.floor(random() * 5);
    const order = await placed(t, 'mesa-1', { items: [{ itemId: cokeId, quantity: cokes }] });
    const totalCents = cokes * 650;
    if (random() < 0.35) {
      // Whole, by 'Confirmar pagamento': the customer's method informed, then the comanda closed.
      const method = pick(COUNTER_METHODS);
      await send('POST', `/public/invoices/${order.invoiceId}/closing`, {}, { accessToken: order.accessToken, paymentMethod: method });
      const payment = await t.db.selectFrom('order_payments').select('id').where('invoice_id', '=', order.invoiceId).executeTakeFirstOrThrow();
      await send('POST', `${t.paymentsPath}/${payment.id}/payment-operator`, headers, { paymentMethod: OPERATOR_CODES[method], gateway: 0, data: null });
      await send('PUT', `${t.shopPath}/invoices/${order.invoiceId}/closed`, headers);
      if (books) books[method] += totalCents;
    } else {
      // In parts of random methods and amounts until nothing is left.
      let leftCents = totalCents;
      while (leftCents > 0) {
        const partCents = Math.min(leftCents, 1 + Math.floor(random() * totalCents));
        const method = pick(COUNTER_METHODS);
        const cash = method === 'cash' ? { cashReceived: Math.ceil(partCents / 1000) * 10 } : {};
        await send('POST', `${t.shopPath}/invoices/${order.invoiceId}/payments`, headers, { amount: partCents / 100, paymentMethod: method, ...cash });
        if (books) books[method] += partCents;
        leftCents -= partCents;
      }
    }
    if (where < 2 && random() < 0.25) {
      const kind = random() < 0.5 ? 'sangria' : 'suprimento';
      const amountCents = 100 + Math.floor(random() * 2000);
      await send('POST', `${t.shopPath}/tills/${tills[where].id}/movements`, headers, { kind, amount: amountCents / 100, reason: 'Dia semeado' });
      expected[where].cash += kind === 'sangria' ? -amountCents : amountCents;
    }
  }

  for (const [index, headers] of counters.entries()) {
    const closing: Till = await send('POST', `${t.shopPath}/tills/${tills[index].id}/closing`, headers, { counted: {} });
    const byMethod = Object.fromEntries(closing.lines.map((line) => [line.method, Math.round(line.expected * 100)]));
    for (const method of tillMethods) expect({ till: index, method, cents: byMethod[method] ?? 0 }).toEqual({ till: index, method, cents: expected[index][method] });
  }
});
