import type { DayReport } from '@contract/day-report';
import { atMoment } from '@server/domain/clock';
import { ownerActorOf } from '@server/repositories/accounts';
import { mergeInvoices } from '@server/repositories/ordering/invoice-moves';
import { recordInvoicePayment } from '@server/repositories/ordering/invoice-payments';
import { transitionOrder } from '@server/repositories/ordering/order-commands';
import { claimCall, placeCall } from '@server/repositories/ordering/table-calls';
import { teamOf } from '../support/actors';
import { createOrderingApp, itemNamed, menuOf, placed, type OrderingApp } from '../ordering/ordering-fixture';

let t: OrderingApp;
let team: ReturnType<typeof teamOf>;
let shopId: number;
let burgerId: number;

// Tuesday 10 June 2025 on the shop's clock (UTC-3): every command below is played on that day.
const DAY = '2025-06-10';
const at = (time: string) => Date.parse(`2025-06-10T${time}.000Z`);

const report = async (day = DAY): Promise<DayReport> => {
  const res = await t.app.inject({ url: `${t.shopPath}/day-report?from=${day}`, headers: t.staff });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const chargeOf = async (invoiceId: number) =>
  (await t.db.selectFrom('invoices').select('service_charge_cents').where('id', '=', invoiceId).executeTakeFirstOrThrow()).service_charge_cents;
const remainingOf = async (invoiceId: number) => {
  const row = await t.db.selectFrom('invoices').select(['total_cents', 'paid_cents']).where('id', '=', invoiceId).executeTakeFirstOrThrow();
  return (row.total_cents - row.paid_cents) / 100;
};

beforeAll(async () => {
  t = await createOrderingApp();
  team = teamOf(t.demo.demo.userId);
  shopId = t.demo.demo.shopId;
  burgerId = itemNamed(await menuOf(t, 'mesa-1'), 'X-Burguer').id;
  await t.db.updateTable('shop_settings').set({ service_charge_basis_points: 1000 }).where('location_id', '=', shopId).execute();
});
afterAll(() => t.close());

describe("Resumo per person ('Equipe')", () => {
  it('counts orders taken, calls answered and their median wait, payments recorded, and shares the service charge', async () => {
    const { bruno, dani, lia, carla } = team;
    const comanda = (code: string, quantity: number) => placed(t, code, { items: [{ itemId: burgerId, quantity }] });
    const [first, second, third] = [await comanda('mesa-1', 1), await comanda('mesa-2', 3), await comanda('mesa-3', 2)];

    await atMoment(at('15:00:00'), () => transitionOrder(t.db, shopId, first.orderId, 'start', bruno));
    await atMoment(at('15:01:00'), () => transitionOrder(t.db, shopId, second.orderId, 'start', bruno));
    await atMoment(at('15:02:00'), () => transitionOrder(t.db, shopId, third.orderId, 'start', dani));

    // Calls: Bruno answers after 30 s and 60 s, Dani after 90 s; one nobody answers.
    const calls = [
      ['mesa-1', '16:00:00', '16:00:30', bruno],
      ['mesa-2', '16:00:00', '16:01:30', dani],
      ['mesa-3', '17:00:00', '17:01:00', bruno],
      ['balcao-pre', '18:00:00', null, null],
    ] as const;
    for (const [code, madeAt, claimedAt, by] of calls) {
      const { result } = await atMoment(at(madeAt), () => placeCall(t.db, code, { reason: 'waiter' }));
      if (claimedAt && by) await atMoment(at(claimedAt), () => claimCall(t.db, shopId, result.id, by));
    }

    // The first comanda paid by Lia, then Bruno; Lia takes a part of the second, which Carla merges into the third,
    // which Dani pays to the end.
    await atMoment(at('19:00:00'), () => recordInvoicePayment(t.db, shopId, first.invoiceId, { amount: 10, paymentMethod: 'cash', cashReceived: 10 }, lia));
    const firstRest = await remainingOf(first.invoiceId);
    await atMoment(at('19:01:00'), () => recordInvoicePayment(t.db, shopId, first.invoiceId, { amount: firstRest, paymentMethod: 'pix' }, bruno));
    await atMoment(at('19:02:00'), () => recordInvoicePayment(t.db, shopId, second.invoiceId, { amount: 5, paymentMethod: 'pix' }, lia));
    await atMoment(at('19:03:00'), () => mergeInvoices(t.db, shopId, third.invoiceId, second.invoiceId, carla));
    const thirdRest = await remainingOf(third.invoiceId);
    await atMoment(at('19:04:00'), () => recordInvoicePayment(t.db, shopId, third.invoiceId, { amount: thirdRest, paymentMethod: 'creditCard' }, dani));

    const [firstCharge, thirdCharge] = [await chargeOf(first.invoiceId), await chargeOf(third.invoiceId)];
    const half = (cents: number, first: boolean) => (Math.floor(cents / 2) + (first ? cents % 2 : 0)) / 100;
    expect((await report()).byPerson).toEqual([
      { name: 'Bruno', memberId: 902, ordersTaken: 2, callsAnswered: 2, medianAnswerSeconds: 45, paymentsRecorded: 1, serviceCharge: half(firstCharge, false) },
      { name: 'Dani', memberId: 903, ordersTaken: 1, callsAnswered: 1, medianAnswerSeconds: 90, paymentsRecorded: 1, serviceCharge: half(thirdCharge, false) },
      {
        name: 'Lia',
        memberId: 905,
        ordersTaken: 0,
        callsAnswered: 0,
        medianAnswerSeconds: null,
        paymentsRecorded: 2,
        serviceCharge: (Math.round(half(firstCharge, true) * 100) + Math.round(half(thirdCharge, true) * 100)) / 100,
      },
    ]);
    // The day before and the day after know nothing of it; the shop's own account's seeded days are not these.
    expect((await report('2025-06-09')).byPerson).toEqual([]);
    expect((await report('2025-06-11')).byPerson).toEqual([]);
  });

  it("names the shop's own account when no person acted, and is the shop's own", async () => {
    const { orderId } = await placed(t, 'mesa-1', { items: [{ itemId: burgerId, quantity: 1 }] });
    const owner = await ownerActorOf(t.db, t.demo.demo.userId);
    await atMoment(at('20:00:00'), () => transitionOrder(t.db, shopId, orderId, 'start', owner));
    expect((await report()).byPerson?.find((person) => person.memberId === null)).toEqual({
      name: 'Ana Souza',
      memberId: null,
      ordersTaken: 1,
      callsAnswered: 0,
      medianAnswerSeconds: null,
      paymentsRecorded: 0,
      serviceCharge: 0,
    });
    const other = await t.app.inject({
      url: `/ordering/accounts/${t.demo.other.providerId}/shops/${t.demo.other.shopId}/day-report?from=${DAY}`,
      headers: t.otherStaff,
    });
    expect(other.json().byPerson).toEqual([]);
  });
});
