import { crc16, TXID_MAX } from '@server/domain/br-code';
import { createOrderingApp, itemNamed, menuOf, placed, type OrderingApp } from '../ordering/ordering-fixture';
import { emvFieldsOf, scannedFromQr } from './br-code-reader';

/*
 * 'Dividir conta' by Pix: each part's code carries its own txid, so the bank statement tells the parts apart, and
 * still names the comanda ('COMANDA7P2' is the second part of comanda 7).
 */

let t: OrderingApp;
let cokeId: number;

beforeAll(async () => {
  t = await createOrderingApp();
  cokeId = itemNamed(await menuOf(t, 'mesa-1'), 'Coca-Cola lata').id;
});
afterAll(() => t.close());

/** The Pix code staff show for the comanda (or one part of it), read back from its QR: txid, amount and CRC. */
async function chargeOf(invoiceId: number, amount?: number): Promise<{ txid: string; amount: string }> {
  const query = amount === undefined ? '' : `?amount=${amount}`;
  const res = await t.app.inject({ url: `${t.shopPath}/invoices/${invoiceId}/pix${query}`, headers: t.staff });
  expect(res.statusCode).toBe(200);
  const payload = scannedFromQr(res.json().payload as string);
  expect(payload).toBeDefined();
  const fields = emvFieldsOf(payload as string);
  expect(fields.get('63')).toBe(crc16((payload as string).slice(0, -4)));
  const txid = emvFieldsOf(fields.get('62') as string).get('05') as string;
  expect(txid).toMatch(/^[A-Za-z0-9]+$/);
  expect(txid.length).toBeLessThanOrEqual(TXID_MAX);
  return { txid, amount: fields.get('54') as string };
}

const payPart = async (invoiceId: number, amount: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `${t.shopPath}/invoices/${invoiceId}/payments`,
    headers: t.staff,
    payload: { amount, paymentMethod: 'pix' },
  });
  expect(res.statusCode).toBe(201);
};

it("gives each Pix part of a comanda its own txid, naming the comanda and the part in the comanda's order", async () => {
  // Four cokes at $ 6,50: $ 26,00, paid by Pix in three parts.
  const { invoiceId } = await placed(t, 'mesa-1', { items: [{ itemId: cokeId, quantity: 4 }] });
  const { code } = await t.db.selectFrom('invoices').select('code').where('id', '=', invoiceId).executeTakeFirstOrThrow();

  expect(await chargeOf(invoiceId)).toEqual({ txid: `COMANDA${code}`, amount: '26.00' });
  const first = await chargeOf(invoiceId, 10);
  expect(first).toEqual({ txid: `COMANDA${code}P1`, amount: '10.00' });
  // Shown again before it is paid, the part keeps its txid.
  expect(await chargeOf(invoiceId, 10)).toEqual(first);
  await payPart(invoiceId, 10);

  const second = await chargeOf(invoiceId, 6);
  expect(second).toEqual({ txid: `COMANDA${code}P2`, amount: '6.00' });
  await payPart(invoiceId, 6);

  // The rest, asked for without an amount, is the third part.
  const rest = await chargeOf(invoiceId);
  expect(rest).toEqual({ txid: `COMANDA${code}P3`, amount: '10.00' });
  expect(new Set([first.txid, second.txid, rest.txid]).size).toBe(3);
});

it('gives the customer the same txid as staff for the part that comes next', async () => {
  const order = await placed(t, 'mesa-2', { items: [{ itemId: cokeId, quantity: 2 }] });
  await payPart(order.invoiceId, 5);
  const customer = await t.app.inject({ url: `/public/invoices/${order.invoiceId}/pix`, headers: { 'x-invoice-access-token': order.accessToken } });
  expect(customer.statusCode).toBe(200);
  const staff = await t.app.inject({ url: `${t.shopPath}/invoices/${order.invoiceId}/pix`, headers: t.staff });
  expect(customer.json()).toEqual(staff.json());
  expect(emvFieldsOf(emvFieldsOf(customer.json().payload as string).get('62') as string).get('05')).toMatch(/P2$/);
});
