import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  OrderPaymentListQuerySchema,
  OrderPaymentListSchema,
  OrderPaymentParamsSchema,
  OrderPaymentQuerySchema,
  OrderPaymentSchema,
  OrderPaymentShopParamsSchema,
  PaymentOperatorBodySchema,
} from '@contract/order-payments';
import { StaffCommandHeadersSchema } from '@contract/ordering';
import { notFound } from '@server/domain/errors';
import { actorOf, checkStaffAccess } from '@server/plugins/actor';
import { assertShopAccess } from '@server/plugins/auth';
import { deliverCommitted } from '@server/live/delivery';
import { findOrderPayment, findOrderPaymentShop, listOrderPayments } from '@server/repositories/ordering/order-payment-queries';
import { completePaymentByOperator } from '@server/repositories/ordering/payment-commands';
import { dayRangeOf } from '@server/repositories/common/day-range';
import { pageOf, splitListParams } from './common/list-params';
import { bearer, readErrors, staffShopAccess, writeErrors } from './common/guards';
import { idempotentCommand } from './common/idempotency';

const BASE = '/v2/order-payment/providers/:providerId/orders';

/**
 * The shop of a payment named only by id, once the token may see it; another provider's payment is as
 * unknown as a missing one.
 */
async function accessiblePaymentShop(request: FastifyRequest, providerId: number, paymentId: number): Promise<number> {
  const shopId = await findOrderPaymentShop(request.server.db, paymentId);
  const unknown = () => notFound('Pagamento não encontrado.');
  if (shopId === undefined) throw unknown();
  // The same words as for a missing id, or the answer would confirm that the id exists elsewhere.
  await assertShopAccess(request, providerId, shopId).catch(() => {
    throw unknown();
  });
  await checkStaffAccess(request, shopId);
  return shopId;
}

/** Order payments of a shop, and staff informing how one was paid. */
export const orderPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${BASE}/locations/:shopId`,
    {
      onRequest: app.authenticateAccount,
      preValidation: splitListParams('status'),
      preHandler: (request) => staffShopAccess(request, request.params.providerId, request.params.shopId),
      schema: {
        tags: ['order-payments'],
        summary: "Lists a shop's order payments, newest first",
        security: bearer,
        params: OrderPaymentShopParamsSchema,
        querystring: OrderPaymentListQuerySchema,
        response: { 200: OrderPaymentListSchema, ...readErrors },
      },
    },
    async (request) => {
      const { startDate, endDate, status } = request.query;
      const filter = { ...dayRangeOf(startDate, endDate, ['startDate', 'endDate']), status };
      return listOrderPayments(app.db, request.params.shopId, filter, pageOf(request.query));
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      onRequest: app.authenticateAccount,
      schema: {
        tags: ['order-payments'],
        summary: 'One order payment',
        security: bearer,
        params: OrderPaymentParamsSchema,
        querystring: OrderPaymentQuerySchema,
        response: { 200: OrderPaymentSchema, ...readErrors },
      },
    },
    async (request) => {
      await accessiblePaymentShop(request, request.params.providerId, request.params.id);
      const payment = await findOrderPayment(app.db, request.params.id);
      if (!payment) throw notFound('Pagamento não encontrado.');
      return payment;
    },
  );

  app.post(
    `${BASE}/:id/payment-operator`,
    {
      onRequest: app.authenticateAccount,
      // The key is read in the payment's shop, once the token may see it.
      ...idempotentCommand((request) => {
        const params = request.params as { providerId: number; id: number };
        return accessiblePaymentShop(request, params.providerId, params.id);
      }),
      schema: {
        tags: ['order-payments'],
        summary: 'Marks a waiting payment as paid with a method; a prepaid invoice then closes',
        security: bearer,
        params: OrderPaymentParamsSchema,
        headers: StaffCommandHeadersSchema,
        body: PaymentOperatorBodySchema,
        response: { 200: OrderPaymentSchema, ...writeErrors },
      },
    },
    async (request) => {
      const shopId = await accessiblePaymentShop(request, request.params.providerId, request.params.id);
      const { result, events } = await completePaymentByOperator(app.db, shopId, request.params.id, request.body.paymentMethod, await actorOf(request));
      deliverCommitted(app, events, request.actor);
      return result;
    },
  );
};
