import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrderPauseBodySchema, OrderPauseSchema, ShopParamsSchema } from '@contract/ordering';
import { deliverCommitted } from '@server/live/delivery';
import { findOrderPause, orderPauseOf, pauseOrders, resumeOrders, takeEndedPauses } from '@server/repositories/shop/order-pause';
import { bearer, readErrors } from '../common/guards';

const PAUSE = '/pause';
const MINUTE_MS = 60_000;

/**
 * 'Pausar pedidos': a shop stops taking new orders from customers for a while, or until someone resumes. Every
 * staff screen of the shop hears it live; the server resumes by itself at the time given, screens open or not.
 */
export const orderPauseRoutes: FastifyPluginAsyncTypebox = async (app) => {

  app.get(
    PAUSE,
    {
      schema: {
        tags: ['ordering'],
        summary: 'Whether the shop takes new orders, and until when it does not',
        security: bearer,
        params: ShopParamsSchema,
        response: { 200: OrderPauseSchema, ...readErrors },
      },
    },
    async (request) => orderPauseOf(await findOrderPause(app.db, request.params.shopId, Date.now())),
  );

  app.put(
    PAUSE,
    {
      schema: {
        tags: ['ordering'],
        summary: 'Pauses new orders for 15, 30 or 60 minutes, or until resumed (minutes null); replaces a pause in force',
        security: bearer,
        params: ShopParamsSchema,
        body: OrderPauseBodySchema,
        response: { 200: OrderPauseSchema, ...readErrors },
      },
    },
    async (request) => {
      const { shopId } = request.params;
      const now = Date.now();
      const { minutes } = request.body;
      const { result, events } = await pauseOrders(app.db, shopId, now, minutes === null ? null : now + minutes * MINUTE_MS);
      deliverCommitted(app, events);
      return orderPauseOf(result);
    },
  );

  app.delete(
    PAUSE,
    {
      schema: {
        tags: ['ordering'],
        summary: 'Takes new orders again',
        security: bearer,
        params: ShopParamsSchema,
        response: { 200: OrderPauseSchema, ...readErrors },
      },
    },
    async (request) => {
      const { events } = await resumeOrders(app.db, request.params.shopId, Date.now());
      deliverCommitted(app, events);
      return orderPauseOf(undefined);
    },
  );

  // The pauses whose time has come end here, on the server: one instance takes each, and tells the shop's screens.
  const sweep = async () => {
    try {
      const { events } = await takeEndedPauses(app.db, Date.now());
      deliverCommitted(app, events);
    } catch (err) {
      app.log.error({ err }, 'ending paused orders failed');
    }
  };
  const timer = setInterval(() => void sweep(), app.config.orderPauseSweepMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
