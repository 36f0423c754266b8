import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  InvoiceListQuerySchema,
  InvoiceListSchema,
  InvoiceSchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderSchema,
  ShopParamsSchema,
  ShopRecordParamsSchema,
  StaffCommandHeadersSchema,
  SummaryQuerySchema,
  SummarySchema,
} from '@contract/ordering';
import { cancelNeedsManager, type OrderAction } from '@server/domain/order-rules';
import { notFound } from '@server/domain/errors';
import { bearer, NoContentSchema, readErrors, staffShopAccess, writeErrors } from './common/guards';
import { idempotentCommand, sweepIdempotencyKeysEvery } from './common/idempotency';
import { HistorySchema } from '@contract/history';
import { roleMay } from '@contract/staff';
import { actorOf, assertMay } from '@server/plugins/actor';
import { historyOf } from '@server/repositories/ordering/activity';
import { removeServiceCharge } from '@server/repositories/ordering/service-charge';
import { closeInvoiceByStaff } from '@server/repositories/ordering/invoice-commands';
import { findInvoiceWithOrders, invoiceBelongsToShop, listInvoices } from '@server/repositories/ordering/invoice-queries';
import { deliverCommitted } from '@server/live/delivery';
import { invoiceEvent } from '@server/repositories/common/events';
import { markOrderSeen } from '@server/repositories/ordering/order-escalation';
import { transitionOrder } from '@server/repositories/ordering/order-commands';
import { cancelGuardOf, findOrder, listOrders } from '@server/repositories/ordering/order-queries';
import { dayRangeOf } from '@server/repositories/common/day-range';
import { pageOf, splitListParams } from './common/list-params';
import { summaryOf } from '@server/repositories/ordering/summary-queries';


/**
 * Whether the caller may cancel the order even once started or paid: a person without 'orders.cancelStarted' needs a
 * manager's authorization for it (a 403 naming it otherwise), asked only when the order is such now; the owner and a
 * manager always may, however the order moves meanwhile.
 */
async function clearedToCancel(request: FastifyRequest, shopId: number, orderId: number): Promise<boolean> {
  const { role } = await actorOf(request);
  if (role === null || roleMay(role, 'orders.cancelStarted')) return true;
  const guard = await cancelGuardOf(request.server.db, shopId, orderId);
  if (!guard || !cancelNeedsManager(guard.status, guard.invoice)) return false;
  await assertMay(request, 'orders.cancelStarted');
  return true;
}

const orderActions: { path: string; action: OrderAction; summary: string }[] = [
  { path: 'started', action: 'start', summary: 'Starts an authorized order' },
  { path: 'completed', action: 'complete', summary: 'Completes a started order' },
  { path: 'canceled', action: 'cancel', summary: 'Cancels an order that is not finished, on an invoice not closed' },
];

/** Staff side of live operations: a shop's invoices and orders and their transitions, under ORDERING_SHOP. */
export const orderingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  sweepIdempotencyKeysEvery(app);

  app.get(
    '/invoices',
    {
      preValidation: splitListParams('status', 'paymentMethods'),
      schema: {
        tags: ['ordering'],
        summary: "Lists a shop's invoices, newest first",
        security: bearer,
        params: ShopParamsSchema,
        querystring: InvoiceListQuerySchema,
        response: { 200: InvoiceListSchema, ...readErrors },
      },
    },
    async (request) => {
      const { from, until, status, paymentMethods } = request.query;
      const filter = { ...dayRangeOf(from, until), status, paymentMethods };
      return listInvoices(app.db, request.params.shopId, filter, pageOf(request.query));
    },
  );

  app.get(
    '/invoices/:id',
    {
      schema: {
        tags: ['ordering'],
        summary: 'One invoice with its orders',
        security: bearer,
        params: ShopRecordParamsSchema,
        response: { 200: InvoiceSchema, ...readErrors },
      },
    },
    async (request) => {
      const invoice = await findInvoiceWithOrders(app.db, request.params.shopId, request.params.id);
      if (!invoice) throw notFound('Comanda não encontrada.');
      return invoice;
    },
  );

  app.put(
    '/invoices/:id/closed',
    {
      ...idempotentCommand(),
      schema: {
        tags: ['ordering'],
        summary: 'Closes an invoice (a waiting payment must be informed first unless paid online)',
        description: 'Closing a closed invoice answers it unchanged, since informing a prepaid payment already closes it.',
        security: bearer,
        params: ShopRecordParamsSchema,
        headers: StaffCommandHeadersSchema,
        response: { 200: InvoiceSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { result, events } = await closeInvoiceByStaff(app.db, request.params.shopId, request.params.id, await actorOf(request));
      deliverCommitted(app, events, request.actor);
      return result;
    },
  );

  // Recorded on the comanda (who, when); a bill already presented is never changed by the shop's setting, only here.
  app.delete(
    '/invoices/:id/service-charge',
    {
      ...idempotentCommand(),
      schema: {
        tags: ['ordering'],
        summary: "Removes the service charge from one comanda, recording who and when; its total drops by the charge",
        description:
          'Removing it twice answers the comanda unchanged. 409 when the comanda is closed or canceled (invoice_finished), has no service charge, or its customer already started paying online.',
        security: bearer,
        params: ShopRecordParamsSchema,
        headers: StaffCommandHeadersSchema,
        response: { 200: InvoiceSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { shopId, id } = request.params;
      const { result, events } = await removeServiceCharge(app.db, shopId, id, await actorOf(request));
      deliverCommitted(app, events, request.actor);
      return result;
    },
  );

  app.get(
    '/orders',
    {
      preValidation: splitListParams('status'),
      schema: {
        tags: ['ordering'],
        summary: "Lists a shop's orders, newest first (or oldest first with sort=oldest)",
        security: bearer,
        params: ShopParamsSchema,
        querystring: OrderListQuerySchema,
        response: { 200: OrderListSchema, ...readErrors },
      },
    },
    async (request) => {
      const { from, until, status, sort } = request.query;
      return listOrders(app.db, request.params.shopId, { ...dayRangeOf(from, until), status }, pageOf(request.query), sort);
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['ordering'],
        summary: 'One order with its items',
        security: bearer,
        params: ShopRecordParamsSchema,
        response: { 200: OrderSchema, ...readErrors },
      },
    },
    async (request) => {
      const order = await findOrder(app.db, request.params.shopId, request.params.id);
      if (!order) throw notFound('Pedido não encontrado.');
      return order;
    },
  );

  for (const { path, action, summary } of orderActions) {
    app.put(
      `/orders/:id/${path}`,
      {
        ...idempotentCommand(),
        schema: {
          tags: ['ordering'],
          summary,
          security: bearer,
          params: ShopRecordParamsSchema,
          headers: StaffCommandHeadersSchema,
          response: { 200: OrderSchema, ...writeErrors },
        },
      },
      async (request) => {
        const { shopId, id } = request.params;
        const managerCleared = action === 'cancel' && (await clearedToCancel(request, shopId, id));
        const { result, events } = await transitionOrder(app.db, shopId, id, action, await actorOf(request), managerCleared);
        deliverCommitted(app, events, request.actor);
        return result;
      },
    );
  }

  for (const [subject, path] of [['order', 'orders'], ['invoice', 'invoices']] as const) {
    app.get(
      `/${path}/:id/history`,
      {
        schema: {
          tags: ['ordering'],
          summary: `The ${subject}'s 'Histórico': what staff did on it, who, authorized by whom and when, oldest first (the latest 200)`,
          security: bearer,
          params: ShopRecordParamsSchema,
          response: { 200: HistorySchema, ...readErrors },
        },
      },
      async (request) => historyOf(app.db, request.params.shopId, subject, request.params.id),
    );
  }

  // The order is stamped seen (it will not escalate, and an escalation stops); the shop's other devices hear that
  // someone on this one took it, and stop alerting.
  app.put(
    '/orders/:id/seen',
    {
      ...idempotentCommand(),
      schema: {
        tags: ['ordering'],
        summary: "Tells the shop's other devices that someone opened a new order, so their alert for it stops",
        security: bearer,
        params: ShopRecordParamsSchema,
        headers: StaffCommandHeadersSchema,
        response: { 204: NoContentSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const { result: found, events } = await markOrderSeen(app.db, request.params.shopId, request.params.id);
      if (!found) throw notFound('Pedido não encontrado.');
      deliverCommitted(app, events);
      return reply.code(204).send(null);
    },
  );

  // Nothing changes in the record: the shop's other devices hear that someone on this one took it, and stop alerting.
  app.put(
    '/invoices/:id/seen',
    {
      ...idempotentCommand(),
      schema: {
        tags: ['ordering'],
        summary: "Tells the shop's other devices that someone opened a comanda whose customer asked for the bill",
        security: bearer,
        params: ShopRecordParamsSchema,
        headers: StaffCommandHeadersSchema,
        response: { 204: NoContentSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const { shopId, id } = request.params;
      if (!(await invoiceBelongsToShop(app.db, shopId, id))) throw notFound('Comanda não encontrada.');
      deliverCommitted(app, [invoiceEvent(shopId, 'seen', id)]);
      return reply.code(204).send(null);
    },
  );
};

/** The spec's summary names its shop in the query, so it checks the shop itself. */
export const orderingSummaryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ordering/summary',
    {
      onRequest: app.authenticateAccount,
      preHandler: (request) => staffShopAccess(request, request.query.accountId, request.query.shopId),
      schema: {
        tags: ['ordering'],
        summary: 'Orders by status and invoice totals by payment method for a period',
        security: bearer,
        querystring: SummaryQuerySchema,
        response: { 200: SummarySchema, ...readErrors },
      },
    },
    async (request) => {
      const { shopId, from, until } = request.query;
      return summaryOf(app.db, shopId, dayRangeOf(from, until));
    },
  );
};
