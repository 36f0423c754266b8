import { randomUUID } from 'node:crypto';
import { signWebhook } from '@server/payments/webhook-signature';
import type { RouteExpectation } from './route-expectations';
import { freshOrder, orderBody } from './support/customer-flow';

/** Customers, through a QR code: the menu, their orders, calls and bills, and the payment provider's webhook. */
export const customerExpectations: Record<string, RouteExpectation> = {
  'GET /public/qrcodes/:code/menu': { auth: 'public', status: 200, request: () => ({ params: { code: 'mesa-1' } }) },
  'POST /public/qrcodes/:code/orders': {
    auth: 'public',
    status: 201,
    perCall: true,
    request: async (ctx) => ({
      params: { code: 'mesa-1' },
      headers: { 'idempotency-key': randomUUID() },
      body: await orderBody(ctx, 'mesa-1'),
    }),
  },
  'POST /public/qrcodes/:code/calls': {
    auth: 'public',
    status: 201,
    perCall: true,
    request: async (ctx) => {
      await ctx.t.db.updateTable('table_calls').set({ status: 'done' }).where('status', '<>', 'done').execute();
      return { params: { code: 'mesa-3' }, body: { reason: 'cutlery' } };
    },
  },
  'GET /public/invoices/:id': {
    auth: 'public',
    status: 200,
    request: async (ctx) => {
      const order = await freshOrder(ctx);
      return { params: { id: order.invoiceId }, headers: { 'x-invoice-access-token': order.accessToken } };
    },
  },
  'POST /public/invoices/:id/closing': {
    auth: 'public',
    status: 200,
    perCall: true,
    request: async (ctx) => {
      const order = await freshOrder(ctx);
      return { params: { id: order.invoiceId }, body: { accessToken: order.accessToken, paymentMethod: 'cash' } };
    },
  },
  'POST /public/invoices/:id/online-payment': {
    auth: 'public',
    status: 202,
    perCall: true,
    request: async (ctx) => {
      const order = await freshOrder(ctx, 'balcao-pre');
      return { params: { id: order.invoiceId }, body: { accessToken: order.accessToken } };
    },
  },
  'POST /payments/webhooks/:provider': {
    auth: 'public',
    status: 200,
    perCall: true,
    request: async (ctx) => {
      const order = await freshOrder(ctx, 'balcao-pre');
      const started = await ctx.t.app.inject({
        method: 'POST',
        url: `/public/invoices/${order.invoiceId}/online-payment`,
        payload: { accessToken: order.accessToken },
      });
      const { reference, invoice } = started.json();
      const payload = JSON.stringify({
        id: `evt_${randomUUID()}`,
        type: 'payment.succeeded',
        data: { reference, amountCents: Math.round(invoice.total * 100) },
      });
      const signature = signWebhook(ctx.t.app.payments.webhookSecret, payload);
      return { params: { provider: 'sandbox' }, payload, headers: { 'content-type': 'application/json', 'payment-signature': signature } };
    },
  },
};
