import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrderEscalationSettingsSchema, ShopParamsSchema } from '@contract/ordering';
import { nowMs } from '@server/domain/clock';
import { deliverCommitted } from '@server/live/delivery';
import { findEscalationSettings, saveEscalationSettings, takeUnansweredOrders } from '@server/repositories/ordering/order-escalation';
import { findCallEscalationSettings, saveCallEscalationSettings, takeUnansweredCalls } from '@server/repositories/ordering/table-calls';
import { CallEscalationSettingsSchema } from '@contract/calls';
import { bearer, readErrors } from '../common/guards';

const SETTINGS = '/order-escalation';
const CALL_SETTINGS = '/call-escalation';
const tags = ['ordering'];

/**
 * Escalates, once, every order that waited past its shop's minutes with nobody opening, starting or canceling it:
 * a push to each subscribed device of the shop and an 'escalated' event to its open screens. Every instance sweeps;
 * the update decides which one escalates each order. Runs at the commands' clock (tests move it with atMoment).
 */
export async function escalateUnansweredOrders(app: Pick<FastifyInstance, 'db' | 'live' | 'push'>): Promise<number[]> {
  const { result, events } = await takeUnansweredOrders(app.db, nowMs());
  deliverCommitted(app, events);
  return result;
}

/**
 * The same for calls from tables nobody claimed ('Avisar todos se um chamado ficar sem resposta por'): one sweep, one
 * delivery, one push path (the notifier pushes an escalated call as it does an escalated order).
 */
export async function escalateUnansweredCalls(app: Pick<FastifyInstance, 'db' | 'live' | 'push'>): Promise<number[]> {
  const { result, events } = await takeUnansweredCalls(app.db, nowMs());
  deliverCommitted(app, events);
  return result;
}

/**
 * 'Avisar todos se um pedido ficar sem resposta por' N minutes: the shop's setting, and the server's sweep that
 * acts on it whether or not any screen is open.
 */
export const orderEscalationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    SETTINGS,
    {
      schema: {
        tags,
        summary: 'Minutes a new order may wait with nobody taking it before every device is warned (null: off)',
        security: bearer,
        params: ShopParamsSchema,
        response: { 200: OrderEscalationSettingsSchema, ...readErrors },
      },
    },
    async (request) => findEscalationSettings(app.db, request.params.shopId),
  );

  app.put(
    SETTINGS,
    {
      schema: {
        tags,
        summary: 'Sets the minutes (1 to 30) a new order may wait with nobody taking it, or null to turn the warning off',
        security: bearer,
        params: ShopParamsSchema,
        body: OrderEscalationSettingsSchema,
        response: { 200: OrderEscalationSettingsSchema, ...readErrors },
      },
    },
    async (request) => saveEscalationSettings(app.db, request.params.shopId, request.body),
  );

  app.get(
    CALL_SETTINGS,
    {
      schema: {
        tags,
        summary: 'Minutes a call from a table may wait unclaimed before every device is warned (null: off)',
        security: bearer,
        params: ShopParamsSchema,
        response: { 200: CallEscalationSettingsSchema, ...readErrors },
      },
    },
    async (request) => findCallEscalationSettings(app.db, request.params.shopId),
  );

  app.put(
    CALL_SETTINGS,
    {
      schema: {
        tags,
        summary: 'Sets the minutes (1 to 30) a call from a table may wait unclaimed, or null to turn the warning off',
        security: bearer,
        params: ShopParamsSchema,
        body: CallEscalationSettingsSchema,
        response: { 200: CallEscalationSettingsSchema, ...readErrors },
      },
    },
    async (request) => saveCallEscalationSettings(app.db, request.params.shopId, request.body),
  );

  const everyMs = app.config.orderEscalationSweepMs;
  if (everyMs === 0) return;
  let sweeping = false;
  const sweep = async () => {
    // A slow database must not stack sweeps on top of each other.
    if (sweeping) return;
    sweeping = true;
    try {
      await escalateUnansweredOrders(app);
      await escalateUnansweredCalls(app);
    } catch (err) {
      app.log.error({ err }, 'escalating unanswered orders or calls failed');
    } finally {
      sweeping = false;
    }
  };
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
