import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Invoice } from '@contract/ordering';
import type { PlaceOrderResult } from '@contract/customer';
import { orderingOnTwoInstances, type TwoInstances } from '../support/two-instances';

let two: TwoInstances;
let shopPath: string;
let staff: Record<string, string>;
let itemId: number;
let mesa3: number;

beforeAll(async () => {
  ({ two, shopPath, staff, cokeId: itemId } = await orderingOnTwoInstances());
  mesa3 = (await two.a.db.selectFrom('qrcodes').select('id').where('code', '=', 'mesa-3').executeTakeFirstOrThrow()).id;
}, 120_000);
afterAll(() => two.close());

const order = (instance: FastifyInstance, code: string, comanda?: PlaceOrderResult) =>
  instance.inject({
    method: 'POST',
    url: `/public/qrcodes/${code}/orders`,
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      type: 0,
      customer: { name: 'Cliente' },
      items: [{ itemId, quantity: 1 }],
      ...(comanda ? { invoiceId: comanda.invoiceId, accessToken: comanda.accessToken } : {}),
    },
  });

describe('moving comandas on two instances of one database', () => {
  it('loses no order placed through one server while the other merges and transfers the comandas', async () => {
    const first = (await order(two.a, 'mesa-1')).json() as PlaceOrderResult;
    const second = (await order(two.b, 'mesa-2')).json() as PlaceOrderResult;
    const answers = await Promise.all([
      order(two.a, 'mesa-1', first),
      order(two.b, 'mesa-2', second),
      two.b.inject({ method: 'POST', url: `${shopPath}/invoices/${first.invoiceId}/merge`, headers: staff, payload: { invoiceId: second.invoiceId } }),
      order(two.a, 'mesa-2', second),
      order(two.b, 'mesa-1', first),
      two.a.inject({ method: 'POST', url: `${shopPath}/invoices/${first.invoiceId}/transfer`, headers: staff, payload: { qrcodeId: mesa3 } }),
      order(two.a, 'mesa-2', second),
      order(two.b, 'mesa-1', first),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 200, 201, 201, 200, 201, 201]);
    const placed = answers.filter((res) => res.statusCode === 201).map((res) => res.json().orderId as number);
    const merged = (await two.a.inject({ url: `${shopPath}/invoices/${first.invoiceId}`, headers: staff })).json() as Invoice;
    expect(merged.location).toBe('Mesa 3');
    const ids = merged.orders!.map((entry) => entry.id).sort((x, y) => x - y);
    expect(ids).toEqual([first.orderId, second.orderId, ...placed].sort((x, y) => x - y));
    expect(merged.total).toBeCloseTo(merged.orders!.reduce((sum, entry) => sum + entry.total, 0), 2);
    const ended = (await two.b.inject({ url: `${shopPath}/invoices/${second.invoiceId}`, headers: staff })).json() as Invoice;
    expect(ended).toMatchObject({ status: 'canceled', total: 0, orders: [], mergedIntoId: first.invoiceId });
  });
});
