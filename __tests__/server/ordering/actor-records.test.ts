import type { Invoice, Order } from '@contract/ordering';
import { markPrepared } from '@server/repositories/kitchen/preparation';
import { mergeInvoices, transferInvoice } from '@server/repositories/ordering/invoice-moves';
import { recordInvoicePayment } from '@server/repositories/ordering/invoice-payments';
import { removeServiceCharge } from '@server/repositories/ordering/service-charge';
import { claimCall, finishCall } from '@server/repositories/ordering/table-calls';
import { teamOf } from '../support/actors';
import { createOrderingApp, itemNamed, menuOf, placed, type OrderingApp } from './ordering-fixture';

let t: OrderingApp;
let burgerId: number;
let cokeId: number;
let qrIds: Record<string, number>;
let team: ReturnType<typeof teamOf>;
let shopId: number;

beforeAll(async () => {
  t = await createOrderingApp();
  const menu = await menuOf(t, 'mesa-1');
  burgerId = itemNamed(menu, 'X-Burguer').id;
  cokeId = itemNamed(menu, 'Coca-Cola lata').id;
  const rows = await t.db.selectFrom('qrcodes').select(['id', 'code']).execute();
  qrIds = Object.fromEntries(rows.map((row) => [row.code, row.id]));
  team = teamOf(t.demo.demo.userId);
  shopId = t.demo.demo.shopId;
  // 'Taxa de serviço' on, so that comandas opened from here on carry it.
  await t.db.updateTable('shop_settings').set({ service_charge_basis_points: 1000 }).where('location_id', '=', shopId).execute();
});
afterAll(() => t.close());

const comanda = async (code = 'mesa-1') => placed(t, code, { items: [{ itemId: burgerId, quantity: 2 }] });
const invoiceOf = async (id: number): Promise<Invoice> => (await t.app.inject({ url: `${t.shopPath}/invoices/${id}`, headers: t.staff })).json();
const callFrom = async (code: string): Promise<number> =>
  (await t.app.inject({ method: 'POST', url: `/public/qrcodes/${code}/calls`, payload: { reason: 'waiter' } })).json().id;

describe('who did it: each record keeps the person of the team beside the name it shows', () => {
  it('records the person who claimed and who closed a call', async () => {
    const id = await callFrom('mesa-2');
    expect((await claimCall(t.db, shopId, id, team.bruno)).result.claimedBy).toBe('Bruno');
    expect((await finishCall(t.db, shopId, id, team.dani)).result.doneBy).toBe('Dani');
    const row = await t.db
      .selectFrom('table_calls')
      .select(['claimed_by', 'claimed_by_member_id', 'done_by', 'done_by_member_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ claimed_by: 'Bruno', claimed_by_member_id: 902, done_by: 'Dani', done_by_member_id: 903 });
  });

  it('records the service charge removed by a waiter with the manager who authorized it', async () => {
    const { invoiceId } = await comanda();
    const { result } = await removeServiceCharge(t.db, shopId, invoiceId, team.authorizedBy(team.bruno, team.carla));
    expect(result.serviceChargeRemovedBy).toBe('Bruno');
    const row = await t.db
      .selectFrom('invoices')
      .select(['service_charge_removed_by', 'service_charge_removed_by_member_id', 'service_charge_removal_authorized_by'])
      .where('id', '=', invoiceId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ service_charge_removed_by: 'Bruno', service_charge_removed_by_member_id: 902, service_charge_removal_authorized_by: 'Carla' });
  });

  it('records a transfer and a merge with the person, and the manager where one authorized it', async () => {
    const first = await comanda('mesa-1');
    const second = await comanda('mesa-3');
    const moved = await transferInvoice(t.db, shopId, first.invoiceId, qrIds['mesa-2'], team.authorizedBy(team.dani, team.carla));
    expect(moved.result.moves?.at(-1)).toMatchObject({ kind: 'transfer', by: 'Dani' });
    await mergeInvoices(t.db, shopId, first.invoiceId, second.invoiceId, team.carla);
    const rows = await t.db
      .selectFrom('invoice_moves')
      .select(['kind', 'by_name', 'by_member_id', 'authorized_by_name'])
      .where('invoice_id', 'in', [first.invoiceId, second.invoiceId])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { kind: 'transfer', by_name: 'Dani', by_member_id: 903, authorized_by_name: 'Carla' },
      { kind: 'merge', by_name: 'Carla', by_member_id: 901, authorized_by_name: null },
    ]);
  });

  it('records a part paid with the cashier, and the manager where one authorized it', async () => {
    const { invoiceId } = await comanda();
    await recordInvoicePayment(t.db, shopId, invoiceId, { amount: 5, paymentMethod: 'cash', cashReceived: 10 }, team.lia);
    const last = await recordInvoicePayment(t.db, shopId, invoiceId, { amount: 1, paymentMethod: 'pix' }, team.authorizedBy(team.bruno, team.carla));
    expect(last.result.payments?.map((payment) => payment.by)).toEqual(['Lia', 'Bruno']);
    const rows = await t.db
      .selectFrom('invoice_payments')
      .select(['by_name', 'by_member_id', 'authorized_by_name'])
      .where('invoice_id', '=', invoiceId)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { by_name: 'Lia', by_member_id: 905, authorized_by_name: null },
      { by_name: 'Bruno', by_member_id: 902, authorized_by_name: 'Carla' },
    ]);
  });

  it('records the cook who marked an order done in the kitchen', async () => {
    const { orderId } = await comanda();
    const { result } = await markPrepared(t.db, shopId, orderId, { stationId: null }, true, team.caio);
    expect((result as Order).items.map((item) => item.preparedBy)).toEqual(['Caio']);
    const rows = await t.db.selectFrom('order_items').select(['prepared_by', 'prepared_by_member_id']).where('order_id', '=', orderId).execute();
    expect(rows).toEqual([{ prepared_by: 'Caio', prepared_by_member_id: 904 }]);
    // 'Expedição' leaves every item done: the order is started and completed by the same hand.
    const history = (await t.app.inject({ url: `${t.shopPath}/orders/${orderId}/history`, headers: t.staff })).json();
    expect(history.entries.map((entry: { action: string; by: string }) => [entry.action, entry.by])).toEqual([
      ['orderPrepared', 'Caio'],
      ['orderStarted', 'Caio'],
      ['orderCompleted', 'Caio'],
    ]);
  });

  it('tells in the history only the kitchen ticks that changed something', async () => {
    const { orderId } = await placed(t, 'mesa-1', { items: [{ itemId: burgerId, quantity: 1 }, { itemId: cokeId, quantity: 1 }] });
    const order = (await t.app.inject({ url: `${t.shopPath}/orders/${orderId}`, headers: t.staff })).json() as Order;
    const [first] = order.items;
    await markPrepared(t.db, shopId, orderId, { itemId: first.id }, true, team.caio);
    await markPrepared(t.db, shopId, orderId, { itemId: first.id }, true, team.bruno);
    await markPrepared(t.db, shopId, orderId, { itemId: first.id }, false, team.caio);
    await markPrepared(t.db, shopId, orderId, { itemId: first.id }, false, team.caio);
    const history = (await t.app.inject({ url: `${t.shopPath}/orders/${orderId}/history`, headers: t.staff })).json();
    expect(history.entries.map((entry: { action: string; by: string }) => [entry.action, entry.by])).toEqual([
      ['orderPrepared', 'Caio'],
      ['orderPreparationUndone', 'Caio'],
    ]);
  });

  it("keeps the owner's names as before when no person acts, with no member id", async () => {
    const { invoiceId } = await comanda();
    const removed = await t.app.inject({ method: 'DELETE', url: `${t.shopPath}/invoices/${invoiceId}/service-charge`, headers: t.staff });
    expect(removed.json().serviceChargeRemovedBy).toBe('Ana');
    const paid = await t.app.inject({ method: 'POST', url: `${t.shopPath}/invoices/${invoiceId}/payments`, headers: t.staff, payload: { amount: 1, paymentMethod: 'pix' } });
    expect(paid.json().payments.map((payment: { by: string }) => payment.by)).toEqual(['Ana Souza']);
    const row = await t.db
      .selectFrom('invoices')
      .select(['service_charge_removed_by_member_id', 'service_charge_removal_authorized_by'])
      .where('id', '=', invoiceId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ service_charge_removed_by_member_id: null, service_charge_removal_authorized_by: null });
    const part = await t.db.selectFrom('invoice_payments').select(['by_member_id', 'authorized_by_name']).where('invoice_id', '=', invoiceId).executeTakeFirstOrThrow();
    expect(part).toEqual({ by_member_id: null, authorized_by_name: null });
    const before = await invoiceOf(invoiceId);
    expect(before.serviceChargeRemovedBy).toBe('Ana');
  });
});
