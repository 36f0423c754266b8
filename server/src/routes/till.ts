import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ShopParamsSchema, StaffCommandHeadersSchema } from '@contract/ordering';
import { DEVICE_HEADER } from '@contract/staff-headers';
import {
  CloseTillBodySchema,
  CorrectTillBodySchema,
  CurrentTillSchema,
  OpenTillBodySchema,
  TILL_LIST_MAX,
  TillDeviceHeadersSchema,
  TillListQuerySchema,
  TillListSchema,
  TillMovementBodySchema,
  TillParamsSchema,
  TillSchema,
  TillSettingsSchema,
} from '@contract/till';
import { notFound } from '@server/domain/errors';
import { actorOf } from '@server/plugins/actor';
import { dayRangeOf } from '@server/repositories/common/day-range';
import { closeTill, correctTill, openTill, recordTillMovement } from '@server/repositories/till/till-commands';
import { findTill, listTills, openTillOf } from '@server/repositories/till/till-queries';
import { saveTillSettings, tillSettingsOf } from '@server/repositories/till/till-settings';
import { bearer, readErrors, writeErrors } from './common/guards';
import { idempotentCommand } from './common/idempotency';

const tags = ['till'];

/**
 * 'Caixa': the till of a shift, one per device (DEVICE_HEADER), under the ordering shop group. Opening, sangria,
 * suprimento and the blind closing need 'payments.record' (ROUTE_PERMISSIONS); a till shows what was expected only
 * once closed.
 */
export const tillRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/tills/current',
    {
      schema: {
        tags,
        summary: "The till open on the calling device (x-staff-device), or null; its lines stay empty until it is closed",
        security: bearer,
        params: ShopParamsSchema,
        headers: TillDeviceHeadersSchema,
        response: { 200: CurrentTillSchema, ...readErrors },
      },
    },
    async (request) => ({ till: await openTillOf(app.db, request.params.shopId, request.headers[DEVICE_HEADER]) }),
  );

  app.get(
    '/tills',
    {
      schema: {
        tags,
        summary: 'The tills opened on a shop day (open and closed), latest first',
        security: bearer,
        params: ShopParamsSchema,
        querystring: TillListQuerySchema,
        response: { 200: TillListSchema, ...readErrors },
      },
    },
    async (request) => ({ tills: await listTills(app.db, request.params.shopId, dayRangeOf(request.query.date, request.query.date, ['date', 'date']), TILL_LIST_MAX) }),
  );

  app.get(
    '/tills/:id',
    {
      schema: {
        tags,
        summary: 'One till of the shop, with its closing per method once closed',
        security: bearer,
        params: TillParamsSchema,
        response: { 200: TillSchema, ...readErrors },
      },
    },
    async (request) => {
      const till = await findTill(app.db, request.params.shopId, request.params.id);
      if (!till) throw notFound('Caixa não encontrado.');
      return till;
    },
  );

  app.post(
    '/tills',
    {
      ...idempotentCommand(),
      schema: {
        tags,
        summary: "'Abrir caixa' on the calling device with a float (reais); 409 till_open when its till is open already",
        security: bearer,
        params: ShopParamsSchema,
        headers: TillDeviceHeadersSchema,
        body: OpenTillBodySchema,
        response: { 201: TillSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { shopId } = request.params;
      const till = await openTill(app.db, shopId, request.headers[DEVICE_HEADER], request.body.float, await actorOf(request));
      return reply.code(201).send(till);
    },
  );

  app.post(
    '/tills/:id/movements',
    {
      ...idempotentCommand(),
      schema: {
        tags,
        summary: "'Sangria' (cash taken out) or 'Suprimento' (cash put in) with a reason; 409 till_closed once the till is closed",
        security: bearer,
        params: TillParamsSchema,
        headers: TillDeviceHeadersSchema,
        body: TillMovementBodySchema,
        response: { 201: TillSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { shopId, id } = request.params;
      return reply.code(201).send(await recordTillMovement(app.db, shopId, id, request.body, await actorOf(request)));
    },
  );

  app.post(
    '/tills/:id/closing',
    {
      ...idempotentCommand(),
      schema: {
        tags,
        summary: "'Fechar caixa': what was counted per method (reais); answers the numbered closing with expected, counted and the difference",
        description: 'A method left out counted nothing. 409 till_closed when the till was closed meanwhile (one of two closings wins).',
        security: bearer,
        params: TillParamsSchema,
        headers: TillDeviceHeadersSchema,
        body: CloseTillBodySchema,
        response: { 200: TillSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { shopId, id } = request.params;
      return closeTill(app.db, shopId, id, request.body, await actorOf(request));
    },
  );

  app.post(
    '/tills/:id/corrections',
    {
      ...idempotentCommand(),
      schema: {
        tags,
        summary: "'Corrigir contagem' on a closed till: one method's new count and why, recorded beside the closing, which never changes",
        description: '409 till_open while the till is open (its count is made by closing it).',
        security: bearer,
        params: TillParamsSchema,
        headers: StaffCommandHeadersSchema,
        body: CorrectTillBodySchema,
        response: { 201: TillSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { shopId, id } = request.params;
      return reply.code(201).send(await correctTill(app.db, shopId, id, request.body, await actorOf(request)));
    },
  );

  app.get(
    '/tills/settings',
    {
      schema: {
        tags,
        summary: "The shop's till settings: whether a payment needs an open till on its device ('Exigir caixa aberto'; off by default)",
        security: bearer,
        params: ShopParamsSchema,
        response: { 200: TillSettingsSchema, ...readErrors },
      },
    },
    async (request) => tillSettingsOf(app.db, request.params.shopId),
  );

  app.put(
    '/tills/settings',
    {
      schema: {
        tags,
        summary: "Saves the shop's till settings; while required, money taken at a device with no open till is a 409 till_required",
        security: bearer,
        params: ShopParamsSchema,
        body: TillSettingsSchema,
        response: { 200: TillSettingsSchema, ...writeErrors },
      },
    },
    async (request) => saveTillSettings(app.db, request.params.shopId, request.body),
  );
};
