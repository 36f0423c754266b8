import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PublicMenu } from '@contract/customer';
import { seedDemoOperations } from '@server/seeds/demo-operations';
import { createTwoInstances, type TwoInstances } from '../support/two-instances';
import { customer, itemNamed } from './ordering-fixture';

let two: TwoInstances;
let itemId: number;
beforeAll(async () => {
  two = await createTwoInstances();
  await two.a.db.transaction().execute((trx) => seedDemoOperations(trx, two.demo.demo));
  const menu: PublicMenu = (await two.a.inject({ url: '/public/qrcodes/mesa-2/menu' })).json();
  itemId = itemNamed(menu, 'X-Burguer').id;
});
afterAll(() => two.close());

const place = (instance: FastifyInstance, key: string) =>
  instance.inject({
    method: 'POST',
    url: '/public/qrcodes/mesa-2/orders',
    headers: { 'idempotency-key': key },
    payload: { type: 0, customer, items: [{ itemId, quantity: 1 }] },
  });
const orderCount = async () => (await two.a.db.selectFrom('orders').select('id').execute()).length;

describe('idempotent placement across two instances', () => {
  it('creates one order when a retry reaches the other server while the first is still running', async () => {
    const key = randomUUID();
    const before = await orderCount();
    const answers = await Promise.all([place(two.a, key), place(two.b, key), place(two.a, key), place(two.b, key)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((res) => res.json().orderId)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);

    const later = await place(two.b, key);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(await orderCount()).toBe(before + 1);
  });
});
