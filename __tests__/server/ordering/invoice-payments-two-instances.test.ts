import { randomUUID } from 'node:crypto';
import type { Invoice } from '@contract/ordering';
import type { PlaceOrderResult } from '@contract/customer';
import { orderingOnTwoInstances, type TwoInstances } from '../support/two-instances';

let two: TwoInstances;
let shopPath: string;
let staff: Record<string, string>;
let itemId: number;

beforeAll(async () => {
  ({ two, shopPath, staff, cokeId: itemId } = await orderingOnTwoInstances());
}, 120_000);
afterAll(() => two.close());

describe('a comanda paid in parts on two instances of one database', () => {
  it('lets one of two cashiers on different servers take the last part; the other hears 409, and nothing is paid twice', async () => {
    const placed = await two.a.inject({
      method: 'POST',
      url: '/public/qrcodes/mesa-1/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: { type: 0, customer: { name: 'Cliente' }, items: [{ itemId, quantity: 4 }] },
    });
    const { invoiceId } = placed.json() as PlaceOrderResult;
    const part = (instance: TwoInstances['a'], paymentMethod: string) =>
      instance.inject({ method: 'POST', url: `${shopPath}/invoices/${invoiceId}/payments`, headers: staff, payload: { amount: 26, paymentMethod } });
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all([part(two.a, 'cash'), part(two.b, 'pix')]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual(round === 0 ? [201, 409] : [409, 409]);
    }
    const rows = await two.b.db.selectFrom('invoice_payments').select('amount_cents').where('invoice_id', '=', invoiceId).execute();
    expect(rows).toEqual([{ amount_cents: 2600 }]);
    const invoice = (await two.b.inject({ url: `${shopPath}/invoices/${invoiceId}`, headers: staff })).json() as Invoice;
    expect(invoice).toMatchObject({ status: 'closed', paid: 26 });
  });
});
