import type { PlaceOrderBody, PlaceOrderResult } from '@contract/customer';
import { itemNamed, menuOf, placed } from '../../ordering/ordering-fixture';
import type { SecurityApp } from './security-app';

type DemoCode = 'mesa-1' | 'balcao-pre';

/** One burger, ordered in place at a table or to take away at the prepaid counter. */
export async function orderBody(ctx: SecurityApp, code: DemoCode): Promise<PlaceOrderBody> {
  const burger = itemNamed(await menuOf(ctx.t, code), 'X-Burguer');
  return { type: code === 'balcao-pre' ? 1 : 0, customer: { name: 'Cliente' }, items: [{ itemId: burger.id, quantity: 1 }] };
}

/** A fresh order placed through a demo QR code as a customer would, so a command finds it in its first state. */
export async function freshOrder(ctx: SecurityApp, code: DemoCode = 'mesa-1'): Promise<PlaceOrderResult> {
  return placed(ctx.t, code, await orderBody(ctx, code));
}

/** A pay-later invoice whose customer asked for the bill: its order payment waits for staff. */
export async function invoiceAskingForBill(ctx: SecurityApp, paymentMethod: 'creditCard' | 'online') {
  const order = await freshOrder(ctx);
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: `/public/invoices/${order.invoiceId}/closing`,
    payload: { accessToken: order.accessToken, paymentMethod },
  });
  if (res.statusCode !== 200) throw new Error(`asking for the bill answered ${res.statusCode}: ${res.body}`);
  const payment = await ctx.t.db
    .selectFrom('order_payments')
    .select('id')
    .where('invoice_id', '=', order.invoiceId)
    .executeTakeFirstOrThrow();
  return { ...order, paymentId: payment.id };
}
