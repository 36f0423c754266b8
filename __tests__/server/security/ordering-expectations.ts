import { randomUUID } from 'node:crypto';
import { paidOnline } from '../ordering/ordering-fixture';
import type { RouteExpectation } from './route-expectations';
import { freshOrder, invoiceAskingForBill } from './support/customer-flow';
import { ORDERING } from './support/route-paths';
import type { SecurityApp } from './support/security-app';

const orderingPath = (ctx: SecurityApp) => `/ordering/accounts/${ctx.shopParams.accountId}/shops/${ctx.shopParams.shopId}`;

/** A station of the demo shop made for one call, so a removal or rename never touches another call's. */
async function newStation(ctx: SecurityApp): Promise<number> {
  const station = await ctx.own<{ id: number }>('POST', `${orderingPath(ctx)}/stations`, { name: `Chapa ${randomUUID().slice(0, 8)}`, categoryIds: [] });
  return station.id;
}

/** The first item of a new order, to tick off in the kitchen. */
async function freshOrderItem(ctx: SecurityApp): Promise<{ id: number; itemId: number }> {
  const { orderId } = await freshOrder(ctx);
  const order = await ctx.own<{ items: { id: number }[] }>('GET', `${orderingPath(ctx)}/orders/${orderId}`);
  return { id: orderId, itemId: order.items[0].id };
}

/** A call from a table just made, none of that table's waiting before it (a repeated call would answer the old one). */
async function freshCall(ctx: SecurityApp, code = 'mesa-2'): Promise<number> {
  await ctx.t.db.updateTable('table_calls').set({ status: 'done' }).where('status', '<>', 'done').execute();
  const res = await ctx.t.app.inject({ method: 'POST', url: `/public/qrcodes/${code}/calls`, payload: { reason: 'waiter' } });
  if (res.statusCode !== 201) throw new Error(`A fresh call answered ${res.statusCode}: ${res.body}`);
  return res.json().id;
}

/** A new dine-in comanda opened while the shop charges 10% service, so the charge can be removed from it. */
async function comandaWithServiceCharge(ctx: SecurityApp) {
  await ctx.t.db.updateTable('shop_settings').set({ service_charge_basis_points: 1000 }).where('location_id', '=', ctx.shopParams.shopId).execute();
  try {
    return await freshOrder(ctx);
  } finally {
    await ctx.t.db.updateTable('shop_settings').set({ service_charge_basis_points: null }).where('location_id', '=', ctx.shopParams.shopId).execute();
  }
}

/** Ordering: orders and the kitchen, comandas and their payments, the tables' calls. */
export const orderingExpectations: Record<string, RouteExpectation> = {
  [`GET ${ORDERING}/invoices`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams }) },
  [`GET ${ORDERING}/invoices/:id`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: { ...shopParams, id: records.invoiceId } }),
  },
  [`PUT ${ORDERING}/invoices/:id/closed`]: {
    auth: 'account',
    status: 200,
    request: async (ctx) => {
      const bill = await invoiceAskingForBill(ctx, 'online');
      await paidOnline(ctx.t, bill.invoiceId, bill.accessToken);
      return { params: { ...ctx.shopParams, id: bill.invoiceId } };
    },
  },
  [`GET ${ORDERING}/orders`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams }) },
  [`GET ${ORDERING}/orders/:id`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: { ...shopParams, id: records.orderId } }),
  },
  [`GET ${ORDERING}/orders/:id/history`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: { ...shopParams, id: records.orderId } }),
  },
  [`GET ${ORDERING}/invoices/:id/history`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: { ...shopParams, id: records.invoiceId } }),
  },
  [`PUT ${ORDERING}/orders/:id/started`]: {
    auth: 'account',
    status: 200,
    request: async (ctx) => ({ params: { ...ctx.shopParams, id: (await freshOrder(ctx)).orderId } }),
  },
  [`PUT ${ORDERING}/orders/:id/completed`]: {
    auth: 'account',
    status: 200,
    request: async (ctx) => {
      const { orderId } = await freshOrder(ctx);
      await ctx.own('PUT', `/ordering/accounts/${ctx.shopParams.accountId}/shops/${ctx.shopParams.shopId}/orders/${orderId}/started`);
      return { params: { ...ctx.shopParams, id: orderId } };
    },
  },
  [`DELETE ${ORDERING}/invoices/:id/service-charge`]: {
    auth: 'account',
    status: 200,
    perCall: true,
    request: async (ctx) => ({ params: { ...ctx.shopParams, id: (await comandaWithServiceCharge(ctx)).invoiceId } }),
  },
  [`PUT ${ORDERING}/invoices/:id/seen`]: {
    auth: 'account',
    status: 204,
    request: ({ shopParams, records }) => ({ params: { ...shopParams, id: records.invoiceId } }),
  },
  [`PUT ${ORDERING}/orders/:id/seen`]: {
    auth: 'account',
    status: 204,
    request: ({ shopParams, records }) => ({ params: { ...shopParams, id: records.orderId } }),
  },
  [`PUT ${ORDERING}/orders/:id/canceled`]: {
    auth: 'account',
    status: 200,
    request: async (ctx) => ({ params: { ...ctx.shopParams, id: (await freshOrder(ctx)).orderId } }),
  },
  [`GET ${ORDERING}/stations`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams }) },
  [`POST ${ORDERING}/stations`]: {
    auth: 'account',
    status: 201,
    perCall: true,
    request: ({ shopParams }) => ({ params: shopParams, body: { name: `Bar ${randomUUID().slice(0, 8)}`, categoryIds: [] } }),
  },
  [`PUT ${ORDERING}/stations/:id`]: {
    auth: 'account',
    status: 200,
    request: async (ctx) => ({ params: { ...ctx.shopParams, id: await newStation(ctx) }, body: { name: `Chapa ${randomUUID().slice(0, 8)}`, categoryIds: [] } }),
  },
  [`DELETE ${ORDERING}/stations/:id`]: {
    auth: 'account',
    status: 204,
    request: async (ctx) => ({ params: { ...ctx.shopParams, id: await newStation(ctx) } }),
  },
  [`GET ${ORDERING}/kitchen/settings`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams }) },
  [`PUT ${ORDERING}/kitchen/settings`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams }) => ({ params: shopParams, body: { autoComplete: false, ticketsFrom: 'approved', boardMinutes: 5, amberAfterMin: 10, redAfterMin: 20 } }),
  },
  [`PUT ${ORDERING}/orders/:id/items/:itemId/prepared`]: {
    auth: 'account',
    status: 200,
    request: async (ctx) => ({ params: { ...ctx.shopParams, ...(await freshOrderItem(ctx)) } }),
  },
  [`DELETE ${ORDERING}/orders/:id/items/:itemId/prepared`]: {
    auth: 'account',
    status: 200,
    request: async (ctx) => ({ params: { ...ctx.shopParams, ...(await freshOrderItem(ctx)) } }),
  },
  [`PUT ${ORDERING}/orders/:id/prepared`]: {
    auth: 'account',
    status: 200,
    request: async (ctx) => ({ params: { ...ctx.shopParams, id: (await freshOrder(ctx)).orderId }, body: { stationId: null } }),
  },
  [`GET ${ORDERING}/calls`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams }) },
  [`POST ${ORDERING}/invoices/:id/transfer`]: {
    auth: 'account',
    status: 200,
    request: async (ctx) => {
      const order = await freshOrder(ctx, 'mesa-1');
      const table = await ctx.t.db.selectFrom('qrcodes').select('id').where('code', '=', 'mesa-3').executeTakeFirstOrThrow();
      return { params: { ...ctx.shopParams, id: order.invoiceId }, body: { qrcodeId: table.id } };
    },
  },
  [`POST ${ORDERING}/invoices/:id/merge`]: {
    auth: 'account',
    status: 200,
    request: async (ctx) => {
      const [target, source] = [await freshOrder(ctx), await freshOrder(ctx)];
      return { params: { ...ctx.shopParams, id: target.invoiceId }, body: { invoiceId: source.invoiceId } };
    },
  },
  [`GET ${ORDERING}/invoices/:id/payments`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: { ...shopParams, id: records.invoiceId } }),
  },
  [`POST ${ORDERING}/invoices/:id/payments`]: {
    auth: 'account',
    status: 201,
    perCall: true,
    request: async (ctx) => ({ params: { ...ctx.shopParams, id: (await freshOrder(ctx)).invoiceId }, body: { amount: 1, paymentMethod: 'cash', cashReceived: 2 } }),
  },
  [`PUT ${ORDERING}/invoices/:id/split`]: {
    auth: 'account',
    status: 200,
    request: async (ctx) => ({ params: { ...ctx.shopParams, id: (await freshOrder(ctx)).invoiceId }, body: { mode: 'equal', parts: 3 } }),
  },
  [`DELETE ${ORDERING}/invoices/:id/split`]: {
    auth: 'account',
    status: 200,
    request: async (ctx) => {
      const { invoiceId } = await freshOrder(ctx);
      await ctx.own('PUT', `${orderingPath(ctx)}/invoices/${invoiceId}/split`, { mode: 'equal', parts: 2 });
      return { params: { ...ctx.shopParams, id: invoiceId } };
    },
  },
  [`PUT ${ORDERING}/calls/:id/claimed`]: {
    auth: 'account',
    status: 200,
    request: async (ctx) => ({ params: { ...ctx.shopParams, id: await freshCall(ctx) } }),
  },
  [`PUT ${ORDERING}/calls/:id/done`]: {
    auth: 'account',
    status: 200,
    request: async (ctx) => ({ params: { ...ctx.shopParams, id: await freshCall(ctx) } }),
  },
};
