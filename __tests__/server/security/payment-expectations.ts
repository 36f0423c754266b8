import type { RouteExpectation } from './route-expectations';
import { freshOrder, invoiceAskingForBill } from './support/customer-flow';
import { ORDERING } from './support/route-paths';
import type { SecurityApp } from './support/security-app';

const ORDER_PAYMENTS = '/v2/order-payment/providers/:providerId/orders';
const SHOP_METHODS = '/v2/payment/payments/providers/:providerId/locations/:shopId/payment-methods';

const paymentsParams = ({ shopParams }: SecurityApp) => ({ providerId: shopParams.accountId, shopId: shopParams.shopId });

/** A method the demo shop does not accept; the one bound last by a call before is let go when every one is bound. */
async function unboundPaymentMethodId(ctx: SecurityApp): Promise<number> {
  const { db } = ctx.t;
  const { shopId } = ctx.shopParams;
  const unbound = () =>
    db
      .selectFrom('payment_methods')
      .select('id')
      .where('id', 'not in', db.selectFrom('location_payment_methods').select('payment_method_id').where('location_id', '=', shopId))
      .orderBy('id')
      .executeTakeFirst();
  let row = await unbound();
  if (!row) {
    const last = await db.selectFrom('location_payment_methods').select('id').where('location_id', '=', shopId)
      .where('id', '<>', ctx.records.shopPaymentMethodId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await db.deleteFrom('location_payment_methods').where('id', '=', last.id).execute();
    row = await unbound();
  }
  if (!row) throw new Error('Every payment method is bound to the demo shop already');
  return row.id;
}

const PIX = '/v2/payment/payments/providers/:providerId/locations/:shopId/pix';
const PIX_RECEIVER = { key: '52998224725', merchantName: 'BAR DO TESTE', merchantCity: 'SAO PAULO' };

/** A new comanda of a shop that has a Pix key, so its Pix code can be asked for. */
async function comandaWithPix(ctx: SecurityApp) {
  const { providerId, shopId } = paymentsParams(ctx);
  await ctx.own('PUT', `/v2/payment/payments/providers/${providerId}/locations/${shopId}/pix`, PIX_RECEIVER);
  return freshOrder(ctx);
}

/** Payments: the orders' payments, the shop's payment methods, its Pix key and Pix codes. */
export const paymentExpectations: Record<string, RouteExpectation> = {
  // ---- Order payments ----
  [`GET ${ORDER_PAYMENTS}/locations/:shopId`]: {
    auth: 'account',
    status: 200,
    request: (ctx) => ({ params: paymentsParams(ctx), query: { applicationType: '1' } }),
  },
  [`GET ${ORDER_PAYMENTS}/:id`]: {
    auth: 'account',
    status: 200,
    request: (ctx) => ({ params: { providerId: ctx.shopParams.accountId, id: ctx.records.orderPaymentId }, query: { applicationType: '1' } }),
  },
  [`POST ${ORDER_PAYMENTS}/:id/payment-operator`]: {
    auth: 'account',
    status: 200,
    request: async (ctx) => ({
      params: { providerId: ctx.shopParams.accountId, id: (await invoiceAskingForBill(ctx, 'creditCard')).paymentId },
      body: { paymentMethod: 1, gateway: 0, data: null },
    }),
  },

  // ---- Payment methods ----
  'GET /v2/payment/payments/payment-methods': { auth: 'account', status: 200, callers: { stranger: 200 }, request: () => ({}) },
  [`GET ${SHOP_METHODS}`]: { auth: 'account', status: 200, request: (ctx) => ({ params: paymentsParams(ctx) }) },
  [`POST ${SHOP_METHODS}`]: {
    auth: 'account',
    status: 201,
    request: async (ctx) => ({ params: paymentsParams(ctx), body: { paymentMethodId: await unboundPaymentMethodId(ctx), isPublic: true } }),
  },
  [`GET ${SHOP_METHODS}/:id`]: {
    auth: 'account',
    status: 200,
    request: (ctx) => ({ params: { ...paymentsParams(ctx), id: ctx.records.shopPaymentMethodId } }),
  },
  [`PUT ${SHOP_METHODS}/:id`]: {
    auth: 'account',
    status: 200,
    request: (ctx) => ({ params: { ...paymentsParams(ctx), id: ctx.records.shopPaymentMethodId }, body: { isPublic: false } }),
  },
  [`DELETE ${SHOP_METHODS}/:id`]: {
    auth: 'account',
    status: 204,
    request: async (ctx) => {
      const params = paymentsParams(ctx);
      const bound = await ctx.own<{ id: number }>(
        'POST',
        `/v2/payment/payments/providers/${params.providerId}/locations/${params.shopId}/payment-methods`,
        { paymentMethodId: await unboundPaymentMethodId(ctx), isPublic: true },
      );
      return { params: { ...params, id: bound.id } };
    },
  },

  // ---- Pix ----
  [`GET ${PIX}`]: { auth: 'account', status: 200, request: (ctx) => ({ params: paymentsParams(ctx) }) },
  [`PUT ${PIX}`]: { auth: 'account', status: 200, request: (ctx) => ({ params: paymentsParams(ctx), body: PIX_RECEIVER }) },
  [`DELETE ${PIX}`]: { auth: 'account', status: 204, request: (ctx) => ({ params: paymentsParams(ctx) }) },
  [`GET ${ORDERING}/invoices/:id/pix`]: {
    auth: 'account',
    status: 200,
    request: async (ctx) => ({ params: { ...ctx.shopParams, id: (await comandaWithPix(ctx)).invoiceId } }),
  },
  'GET /public/invoices/:id/pix': {
    auth: 'public',
    status: 200,
    request: async (ctx) => {
      const order = await comandaWithPix(ctx);
      return { params: { id: order.invoiceId }, headers: { 'x-invoice-access-token': order.accessToken } };
    },
  },
};
