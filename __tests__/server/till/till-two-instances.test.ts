import { randomUUID } from 'node:crypto';
import type { PlaceOrderResult } from '@contract/customer';
import { DEVICE_HEADER } from '@contract/staff-headers';
import type { Till } from '@contract/till';
import { orderingOnTwoInstances, type TwoInstances } from '../support/two-instances';

let two: TwoInstances;
let shopPath: string;
let staff: Record<string, string>;
let itemId: number;

beforeAll(async () => {
  ({ two, shopPath, staff, cokeId: itemId } = await orderingOnTwoInstances());
}, 120_000);
afterAll(() => two.close());

type Instance = TwoInstances['a'];
const deviceHeaders = () => ({ ...staff, [DEVICE_HEADER]: randomUUID().replaceAll('-', '') });
const openTill = async (headers: Record<string, string>): Promise<Till> =>
  (await two.a.inject({ method: 'POST', url: `${shopPath}/tills`, headers, payload: { float: 50 } })).json();
const close = (instance: Instance, id: number, headers: Record<string, string>, cash: number) =>
  instance.inject({ method: 'POST', url: `${shopPath}/tills/${id}/closing`, headers, payload: { counted: { cash } } });

describe('a till on two instances of one database', () => {
  it('lets one of two cashiers closing one till on different servers close it; the other hears 409 and the closing stays theirs', async () => {
    const headers = deviceHeaders();
    const till = await openTill(headers);
    const answers = await Promise.all([close(two.a, till.id, headers, 50), close(two.b, till.id, headers, 40)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((res) => res.statusCode === 200)!.json() as Till;
    const counts = await two.b.db.selectFrom('till_counts').select(['method', 'counted_cents']).where('till_id', '=', till.id).orderBy('method').execute();
    const answered = winner.lines.map((line) => ({ method: line.method, counted_cents: Math.round(line.counted * 100) }));
    expect(counts).toEqual(answered.sort((a, b) => a.method.localeCompare(b.method)));
    expect([40, 50]).toContain(winner.lines.find((line) => line.method === 'cash')!.counted);
  });

  it('puts a payment racing the closing on another server in the closing or in no till, round after round', async () => {
    for (let round = 0; round < 4; round += 1) {
      const headers = deviceHeaders();
      const till = await openTill(headers);
      const placed = await two.a.inject({
        method: 'POST',
        url: '/public/qrcodes/mesa-1/orders',
        headers: { 'idempotency-key': randomUUID() },
        payload: { type: 0, customer: { name: 'Cliente' }, items: [{ itemId, quantity: 1 }] },
      });
      const { invoiceId } = placed.json() as PlaceOrderResult;
      const [paid, closed] = await Promise.all([
        two.a.inject({ method: 'POST', url: `${shopPath}/invoices/${invoiceId}/payments`, headers, payload: { amount: 6.5, paymentMethod: 'cash' } }),
        close(two.b, till.id, headers, 50),
      ]);
      expect([paid.statusCode, closed.statusCode]).toEqual([201, 200]);
      const row = await two.b.db.selectFrom('invoice_payments').select('till_id').where('invoice_id', '=', invoiceId).executeTakeFirstOrThrow();
      const cash = (closed.json() as Till).lines.find((line) => line.method === 'cash')!;
      // Paid first: the closing expected it beside the float; closed first: the payment found no open till.
      const expectedCash = row.till_id === till.id ? 56.5 : row.till_id === null ? 50 : Number.NaN;
      expect(cash.expected).toBe(expectedCash);
    }
  });
});
