import type { RouteExpectation } from './route-expectations';
import { ORDERING, SHOP } from './support/route-paths';
import type { SecurityApp } from './support/security-app';

const SETTINGS_BODIES = {
  settings: { menuType: 1 },
  'delivery-settings': { phone: '5511912345678', slug: 'demo-novo', active: true, fee: 5 },
};

/** The id of the shop's settings record, created first when a call before removed it. */
async function settingsId(ctx: SecurityApp, resource: keyof typeof SETTINGS_BODIES): Promise<number> {
  const { accountId, shopId } = ctx.shopParams;
  const table = resource === 'settings' ? 'shop_settings' : 'delivery_settings';
  const row = await ctx.t.db.selectFrom(table).select('id').where('location_id', '=', shopId).executeTakeFirst();
  if (row) return row.id;
  const url = `/menu/accounts/${accountId}/shops/${shopId}/${resource}`;
  return (await ctx.own<{ id: number }>('POST', url, { shopId, ...SETTINGS_BODIES[resource] })).id;
}

/** The shop: QR codes, settings and delivery, pause, escalations, reports. */
export const shopExpectations: Record<string, RouteExpectation> = {
  [`POST ${SHOP}/qrcodes`]: { auth: 'account', status: 201, request: ({ shopParams }) => ({ params: shopParams, body: { locationName: 'Mesa 9' } }) },
  [`GET ${SHOP}/qrcodes`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams }) },
  [`GET ${SHOP}/qrcodes/:id`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: { ...shopParams, id: records.qrcodeId } }),
  },
  [`PUT ${SHOP}/qrcodes/:id`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({
      params: { ...shopParams, id: records.qrcodeId },
      body: { shopId: shopParams.shopId, locationName: 'Mesa 1A', prepay: false, active: true },
    }),
  },
  [`DELETE ${SHOP}/qrcodes/:id`]: {
    auth: 'account',
    status: 204,
    request: async (ctx) => {
      const { accountId, shopId } = ctx.shopParams;
      const qrcode = await ctx.own<{ id: number }>('POST', `/menu/accounts/${accountId}/shops/${shopId}/qrcodes`, { locationName: 'Mesa 10' });
      return { params: { ...ctx.shopParams, id: qrcode.id } };
    },
  },
  [`GET ${SHOP}/settings`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams }) },
  [`POST ${SHOP}/settings`]: {
    auth: 'account',
    status: 201,
    request: async (ctx) => {
      // One record per shop: the seeded one goes so that creating it is what the owner's call does.
      await ctx.t.db.deleteFrom('shop_settings').where('location_id', '=', ctx.shopParams.shopId).execute();
      return { params: ctx.shopParams, body: SETTINGS_BODIES.settings };
    },
  },
  [`PUT ${SHOP}/settings/:id`]: {
    auth: 'account',
    status: 200,
    request: async (ctx) => ({ params: { ...ctx.shopParams, id: await settingsId(ctx, 'settings') }, body: { menuType: 0 } }),
  },
  // The owner's PUT pauses the shop's orders and the DELETE right after resumes them, so the customer routes
  // further down still place orders.
  [`GET ${ORDERING}/pause`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams }) },
  [`PUT ${ORDERING}/pause`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams, body: { minutes: 15 } }) },
  [`DELETE ${ORDERING}/pause`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams }) },
  [`GET ${ORDERING}/order-escalation`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams }) },
  [`PUT ${ORDERING}/order-escalation`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams, body: { minutes: 5 } }) },
  [`GET ${ORDERING}/call-escalation`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams }) },
  [`PUT ${ORDERING}/call-escalation`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams, body: { minutes: 4 } }) },
  [`GET ${SHOP}/availability`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams }) },
  [`GET ${ORDERING}/day-report`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams }) },
  [`GET ${ORDERING}/day-report/orders.csv`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams }) },
  [`GET ${ORDERING}/day-report/tills.csv`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams }) },
  [`GET ${SHOP}/delivery-settings`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams }) },
  [`POST ${SHOP}/delivery-settings`]: {
    auth: 'account',
    status: 201,
    request: async (ctx) => {
      await ctx.t.db.deleteFrom('delivery_settings').where('location_id', '=', ctx.shopParams.shopId).execute();
      return { params: ctx.shopParams, body: { shopId: ctx.shopParams.shopId, ...SETTINGS_BODIES['delivery-settings'] } };
    },
  },
  [`PUT ${SHOP}/delivery-settings/:id`]: {
    auth: 'account',
    status: 200,
    request: async (ctx) => ({
      params: { ...ctx.shopParams, id: await settingsId(ctx, 'delivery-settings') },
      body: { shopId: ctx.shopParams.shopId, phone: '5511987654321', slug: 'demo-centro', active: true, fee: 7.5 },
    }),
  },
  'GET /menu/verify': {
    auth: 'account',
    status: 200,
    request: ({ shopParams }) => ({ query: { slug: 'livre', shopId: String(shopParams.shopId) } }),
  },
};
