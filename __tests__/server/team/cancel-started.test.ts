import { randomUUID } from 'node:crypto';
import { permissionMissingMessage } from '@contract/staff';
import { cancelNeedsManager } from '@server/domain/order-rules';
import { createOrderingApp, itemNamed, menuOf, placed, type OrderingApp } from '../ordering/ordering-fixture';
import { asPerson, authorizationOf, call, PINS, withAuthorization, type Headers } from './support';

let t: OrderingApp;
let waiter: Headers;
let cokeId: number;
beforeAll(async () => {
  t = await createOrderingApp();
  waiter = await asPerson(t, PINS.bruno);
  cokeId = itemNamed(await menuOf(t, 'mesa-1'), 'Coca-Cola lata').id;
});
afterAll(() => t.close());

const newOrder = () => placed(t, 'mesa-1', { items: [{ itemId: cokeId, quantity: 2 }] });
const act = (orderId: number, step: 'started' | 'canceled', headers: Headers) => call(t, 'PUT', `${t.shopPath}/orders/${orderId}/${step}`, headers);
const statusOf = async (orderId: number) => (await call(t, 'GET', `${t.shopPath}/orders/${orderId}`, t.staff)).json().status as string;
const historyOf = async (orderId: number) => (await call(t, 'GET', `${t.shopPath}/orders/${orderId}/history`, t.staff)).json().entries;

describe('cancelling an order the kitchen started, or one paid, is a manager’s call', () => {
  it.each([
    ['a waiting order', 'authorized', { prepay: false, paidCents: 0 }, false],
    ['a started order', 'started', { prepay: false, paidCents: 0 }, true],
    ['a prepaid order past its payment', 'authorized', { prepay: true, paidCents: 0 }, true],
    ['a prepaid order still waiting for its payment', 'open', { prepay: true, paidCents: 0 }, false],
    ['an order on a comanda with a part paid', 'authorized', { prepay: false, paidCents: 500 }, true],
  ] as const)('%s: %s', (_name, status, invoice, needed) => {
    expect(cancelNeedsManager(status, invoice)).toBe(needed);
  });

  it('lets a waiter cancel an order still waiting', async () => {
    const order = await newOrder();
    expect((await act(order.orderId, 'canceled', waiter)).statusCode).toBe(200);
    expect(await historyOf(order.orderId)).toEqual([expect.objectContaining({ action: 'orderCanceled', by: 'Bruno', authorizedBy: null })]);
  });

  it("refuses a waiter's cancel of a started order, naming the permission, and changes nothing; the same command with a manager's PIN runs once", async () => {
    const order = await newOrder();
    expect((await act(order.orderId, 'started', waiter)).statusCode).toBe(200);
    const key = { 'idempotency-key': randomUUID() };
    const refused = await act(order.orderId, 'canceled', { ...waiter, ...key });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'permission_required', message: permissionMissingMessage('orders.cancelStarted'), permission: 'orders.cancelStarted' });
    expect(await statusOf(order.orderId)).toBe('started');

    // Sent again with the same Idempotency-Key, as the app does after 'Autorização do gerente': the refusal was not kept.
    const token = await authorizationOf(t, PINS.carla, 'orders.cancelStarted');
    const allowed = await act(order.orderId, 'canceled', withAuthorization({ ...waiter, ...key }, token));
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['idempotent-replayed']).toBeUndefined();
    expect(await statusOf(order.orderId)).toBe('canceled');
    expect((await historyOf(order.orderId)).at(-1)).toMatchObject({ action: 'orderCanceled', by: 'Bruno', authorizedBy: 'Carla' });
  });

  it('refuses a waiter the cancel of an order on a comanda with a part paid', async () => {
    const order = await newOrder();
    const part = await call(t, 'POST', `${t.shopPath}/invoices/${order.invoiceId}/payments`, t.staff, { amount: 5, paymentMethod: 'pix' });
    expect(part.statusCode).toBe(201);
    expect((await act(order.orderId, 'canceled', waiter)).json().permission).toBe('orders.cancelStarted');
    expect(await statusOf(order.orderId)).toBe('authorized');
  });

  it("keeps the owner's account and a manager cancelling a started order as the spec has it", async () => {
    for (const headers of [t.staff, await asPerson(t, PINS.carla)]) {
      const order = await newOrder();
      expect((await act(order.orderId, 'started', headers)).statusCode).toBe(200);
      expect((await act(order.orderId, 'canceled', headers)).statusCode).toBe(200);
    }
  });
});
