import { randomUUID } from 'node:crypto';
import { DEVICE_HEADER } from '@contract/staff-headers';
import type { RouteExpectation } from './route-expectations';
import type { SecurityApp } from './support/security-app';

const ORDERING = '/ordering/accounts/:accountId/shops/:shopId';
const orderingPath = ({ shopParams }: SecurityApp) => `/ordering/accounts/${shopParams.accountId}/shops/${shopParams.shopId}`;

/** A device of its own per call: a device has one open till, and every call below opens or uses one. */
const newDevice = () => ({ [DEVICE_HEADER]: randomUUID().replaceAll('-', '') });

/** A till the owner opened on a new device, for a call on it from that device. */
async function openTill(ctx: SecurityApp): Promise<{ id: number; headers: Record<string, string> }> {
  const headers = newDevice();
  const till = await ctx.own<{ id: number }>('POST', `${orderingPath(ctx)}/tills`, { float: 50 }, headers);
  return { id: till.id, headers };
}

/** The till ('Caixa'): reading needs the shop; opening, sangria, suprimento and closing need payments.record. */
export const tillExpectations: Record<string, RouteExpectation> = {
  [`GET ${ORDERING}/tills/current`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams, headers: newDevice() }) },
  [`GET ${ORDERING}/tills`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams, query: { date: '2026-11-29' } }) },
  [`GET ${ORDERING}/tills/:id`]: {
    auth: 'account',
    status: 200,
    request: async (ctx) => ({ params: { ...ctx.shopParams, id: (await openTill(ctx)).id } }),
  },
  [`POST ${ORDERING}/tills`]: {
    auth: 'account',
    status: 201,
    perCall: true,
    request: ({ shopParams }) => ({ params: shopParams, headers: newDevice(), body: { float: 100 } }),
  },
  [`GET ${ORDERING}/tills/settings`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams }) },
  [`PUT ${ORDERING}/tills/settings`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams, body: { required: false } }) },
  [`POST ${ORDERING}/tills/:id/movements`]: {
    auth: 'account',
    status: 201,
    request: async (ctx) => {
      const till = await openTill(ctx);
      return { params: { ...ctx.shopParams, id: till.id }, headers: till.headers, body: { kind: 'sangria', amount: 1, reason: 'Fornecedor' } };
    },
  },
  [`POST ${ORDERING}/tills/:id/corrections`]: {
    auth: 'account',
    status: 201,
    request: async (ctx) => {
      const till = await openTill(ctx);
      await ctx.own('POST', `${orderingPath(ctx)}/tills/${till.id}/closing`, { counted: { cash: 50 } }, till.headers);
      return { params: { ...ctx.shopParams, id: till.id }, body: { method: 'cash', counted: 49, reason: 'Contagem refeita' } };
    },
  },
  [`POST ${ORDERING}/tills/:id/closing`]: {
    auth: 'account',
    status: 200,
    perCall: true,
    request: async (ctx) => {
      const till = await openTill(ctx);
      return { params: { ...ctx.shopParams, id: till.id }, headers: till.headers, body: { counted: { cash: 50 } } };
    },
  },
};
