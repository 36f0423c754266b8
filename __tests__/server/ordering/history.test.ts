import type { History } from '@contract/history';
import { HISTORY_MAX_ENTRIES } from '@contract/history';
import { mergeInvoices } from '@server/repositories/ordering/invoice-moves';
import { recordInvoicePayment } from '@server/repositories/ordering/invoice-payments';
import { transitionOrder } from '@server/repositories/ordering/order-commands';
import { removeServiceCharge } from '@server/repositories/ordering/service-charge';
import { teamOf } from '../support/actors';
import { createOrderingApp, itemNamed, menuOf, placed, type OrderingApp } from './ordering-fixture';

let t: OrderingApp;
let burgerId: number;
let team: ReturnType<typeof teamOf>;
let shopId: number;

beforeAll(async () => {
  t = await createOrderingApp();
  burgerId = itemNamed(await menuOf(t, 'mesa-1'), 'X-Burguer').id;
  team = teamOf(t.demo.demo.userId);
  shopId = t.demo.demo.shopId;
  await t.db.updateTable('shop_settings').set({ service_charge_basis_points: 1000 }).where('location_id', '=', shopId).execute();
});
afterAll(() => t.close());

const comanda = (code = 'mesa-1') => placed(t, code, { items: [{ itemId: burgerId, quantity: 2 }] });
const historyOf = async (subject: 'orders' | 'invoices', id: number, headers = t.staff, shopPath = t.shopPath) =>
  t.app.inject({ url: `${shopPath}/${subject}/${id}/history`, headers });
const entriesOf = async (subject: 'orders' | 'invoices', id: number): Promise<History['entries']> => {
  const res = await historyOf(subject, id);
  expect(res.statusCode).toBe(200);
  return res.json().entries;
};
const totalOf = async (invoiceId: number) =>
  t.db.selectFrom('invoices').select(['total_cents', 'paid_cents', 'service_charge_cents']).where('id', '=', invoiceId).executeTakeFirstOrThrow();

describe("a comanda's 'Histórico'", () => {
  it('tells a split, a removal and a merge, each with who, who authorized it, when and what, oldest first', async () => {
    const kept = await comanda('mesa-1');
    const joining = await comanda('mesa-3');
    const { service_charge_cents: charge } = await totalOf(kept.invoiceId);
    await removeServiceCharge(t.db, shopId, kept.invoiceId, team.authorizedBy(team.bruno, team.carla));
    await recordInvoicePayment(t.db, shopId, joining.invoiceId, { amount: 10, paymentMethod: 'cash', cashReceived: 20 }, team.lia);
    await mergeInvoices(t.db, shopId, kept.invoiceId, joining.invoiceId, team.carla);
    // The rest split in two: the second part closes the comanda.
    const { total_cents: total, paid_cents: paid } = await totalOf(kept.invoiceId);
    const half = Math.floor((total - paid) / 2);
    await recordInvoicePayment(t.db, shopId, kept.invoiceId, { amount: half / 100, paymentMethod: 'pix' }, team.dani);
    await recordInvoicePayment(t.db, shopId, kept.invoiceId, { amount: (total - paid - half) / 100, paymentMethod: 'creditCard' }, team.authorizedBy(team.dani, team.carla));

    const entries = await entriesOf('invoices', kept.invoiceId);
    expect(entries.map(({ action, by, authorizedBy }) => [action, by, authorizedBy])).toEqual([
      ['serviceChargeRemoved', 'Bruno', 'Carla'],
      // The joining comanda's part is this one's now.
      ['paymentRecorded', 'Lia', null],
      ['merged', 'Carla', null],
      ['paymentRecorded', 'Dani', null],
      ['paymentRecorded', 'Dani', 'Carla'],
      ['closed', 'Dani', 'Carla'],
    ]);
    expect(entries.map((entry) => entry.detail)).toEqual([
      { amount: charge / 100 },
      { amount: 10, paymentMethod: 'cash' },
      { fromLocation: 'Mesa 3', toLocation: 'Mesa 1', otherInvoiceCode: expect.any(String) },
      { amount: half / 100, paymentMethod: 'pix' },
      { amount: (total - paid - half) / 100, paymentMethod: 'creditCard' },
      null,
    ]);
    for (const entry of entries) expect(Date.parse(entry.at)).not.toBeNaN();
    expect(entries.map((entry) => entry.at)).toEqual([...entries.map((entry) => entry.at)].sort());

    const ended = await entriesOf('invoices', joining.invoiceId);
    expect(ended.map(({ action, by }) => [action, by])).toEqual([
      ['paymentRecorded', 'Lia'],
      ['mergedInto', 'Carla'],
    ]);
  });

  it("records the shop's own account in full when no person acts, through the routes", async () => {
    const { invoiceId } = await comanda();
    await t.app.inject({ method: 'DELETE', url: `${t.shopPath}/invoices/${invoiceId}/service-charge`, headers: t.staff });
    expect(await entriesOf('invoices', invoiceId)).toEqual([
      { action: 'serviceChargeRemoved', by: 'Ana Souza', authorizedBy: null, at: expect.any(String), detail: { amount: expect.any(Number) } },
    ]);
  });
});

describe("an order's 'Histórico'", () => {
  it('tells who started, completed and canceled, and who authorized a cancellation', async () => {
    const done = await comanda();
    await transitionOrder(t.db, shopId, done.orderId, 'start', team.bruno);
    await transitionOrder(t.db, shopId, done.orderId, 'complete', team.caio);
    expect((await entriesOf('orders', done.orderId)).map(({ action, by, authorizedBy, detail }) => [action, by, authorizedBy, detail])).toEqual([
      ['orderStarted', 'Bruno', null, null],
      ['orderCompleted', 'Caio', null, null],
    ]);

    const dropped = await comanda();
    await transitionOrder(t.db, shopId, dropped.orderId, 'start', team.dani);
    await transitionOrder(t.db, shopId, dropped.orderId, 'cancel', team.authorizedBy(team.dani, team.carla));
    expect((await entriesOf('orders', dropped.orderId)).map(({ action, by, authorizedBy }) => [action, by, authorizedBy])).toEqual([
      ['orderStarted', 'Dani', null],
      ['orderCanceled', 'Dani', 'Carla'],
    ]);
  });

  it('is written in the command\'s transaction: a command refused after writing it leaves nothing', async () => {
    const { orderId, invoiceId } = await comanda();
    await recordInvoicePayment(t.db, shopId, invoiceId, { amount: 10, paymentMethod: 'pix' }, team.lia);
    // Canceling the comanda's only order would leave less to pay than was paid: refused once the order is canceled.
    await expect(transitionOrder(t.db, shopId, orderId, 'cancel', team.authorizedBy(team.bruno, team.carla))).rejects.toMatchObject({ kind: 'conflict' });
    await expect(transitionOrder(t.db, shopId, orderId, 'complete', team.bruno)).rejects.toMatchObject({ code: 'order_authorized' });
    expect(await entriesOf('orders', orderId)).toEqual([]);
    expect((await entriesOf('invoices', invoiceId)).map((entry) => entry.action)).toEqual(['paymentRecorded']);
  });

  it('answers the latest entries, oldest first, no more than the bound', async () => {
    const { orderId } = await comanda();
    const rows = Array.from({ length: HISTORY_MAX_ENTRIES + 5 }, (_, index) => ({
      location_id: shopId,
      subject: 'order' as const,
      subject_id: orderId,
      action: 'orderPrepared' as const,
      by_user_id: t.demo.demo.userId,
      by_member_id: 904,
      by_name: `Caio ${index}`,
      authorized_by_name: null,
      at: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
      detail: null,
    }));
    await t.db.insertInto('activity').values(rows).execute();
    const entries = await entriesOf('orders', orderId);
    expect(entries).toHaveLength(HISTORY_MAX_ENTRIES);
    expect(entries[0].by).toBe('Caio 5');
    expect(entries.at(-1)?.by).toBe(`Caio ${HISTORY_MAX_ENTRIES + 4}`);
  });

  it("is the shop's own: another shop's token or path finds nothing, nor an unknown id", async () => {
    const { orderId, invoiceId } = await comanda();
    const otherPath = `/ordering/accounts/${t.demo.other.providerId}/shops/${t.demo.other.shopId}`;
    expect((await historyOf('orders', orderId, t.otherStaff)).statusCode).toBe(404);
    expect((await historyOf('invoices', invoiceId, t.otherStaff, otherPath)).statusCode).toBe(404);
    expect((await historyOf('orders', 999_999)).statusCode).toBe(404);
    expect((await historyOf('invoices', 999_999)).json().message).toBe('Comanda não encontrada.');
  });
});
