import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { fileForm, itemBody, itemGroupBody, optionBody, optionGroupBody, portionBody } from '../menu/support';
import { signWebhook } from '@server/payments/webhook-signature';
import { paidOnline } from '../ordering/ordering-fixture';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/test-app';
import { PERMISSION_REQUIRED, roleMay } from '@contract/staff';
import { ANY_STAFF, ROUTE_PERMISSIONS } from '@server/security/route-permissions';
import { isPersonCaller, roleOf, type Caller, type RouteAuth } from './support/credentials';
import { teamExpectations } from './team-expectations';
import { freshOrder, invoiceAskingForBill, orderBody } from './support/customer-flow';
import type { SecurityApp } from './support/security-app';

/** What the owner sends: path params, query, and a JSON body or a raw payload with its headers. */
export interface RouteRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: object;
  /** A raw body (multipart, broken JSON) sent as is, with its content type in headers. */
  payload?: Buffer | string;
  headers?: Record<string, string>;
}

export interface RouteExpectation {
  auth: RouteAuth;
  /** What the owner's call answers. */
  status: number;
  /** Callers that answer otherwise than the rule for the route's auth (see expectedStatus). */
  callers?: Partial<Record<Caller, number>>;
  /** The owner's request, built once per route after the refused calls' snapshot baseline is taken. */
  request(ctx: SecurityApp): RouteRequest | Promise<RouteRequest>;
  /** Rebuild the request before every call: each call uses up what it was given (an idempotency key, a bill). */
  perCall?: boolean;
}

/**
 * The persons of the team call every route but the sign-in (a password, no device yet) and the revocation, which
 * would end the device's sign-in they all share.
 */
export const calledBy = (expectation: RouteExpectation, caller: Caller): boolean =>
  !isPersonCaller(caller) || (expectation.auth !== 'password' && expectation.auth !== 'any');

/**
 * The error a person gets on a route, or null when they get the owner's answer: the team is checked on the routes
 * of token 2 only, and a person named elsewhere changes nothing.
 */
export function personRefusal(key: string, expectation: RouteExpectation, caller: Caller): string | null {
  if (expectation.auth !== 'account') return null;
  if (caller === 'otherShopPerson') return 'person_invalid';
  const role = roleOf(caller);
  const permission = ROUTE_PERMISSIONS[key];
  if (role === null || permission === ANY_STAFF) return null;
  return roleMay(role, permission) ? null : PERMISSION_REQUIRED;
}

/**
 * The status a caller gets: public and password routes ignore staff tokens; a route for one token refuses every
 * other credential with 401 and another provider's valid token with 404, since someone else's ids do not exist
 * for them; a route taking either token accepts both types. A person of the team gets the owner's answer when
 * their role has the route's permission, a 403 otherwise; a person of another shop a 403 everywhere.
 */
export function expectedStatus(key: string, expectation: RouteExpectation, caller: Caller): number {
  const declared = expectation.callers?.[caller];
  if (declared !== undefined) return declared;
  if (isPersonCaller(caller)) return personRefusal(key, expectation, caller) === null ? expectation.status : 403;
  if (caller === 'owner' || expectation.auth === 'public' || expectation.auth === 'password') return expectation.status;
  if (caller === 'stranger') return expectation.auth === 'any' ? expectation.status : 404;
  if (caller === 'wrongType' && expectation.auth === 'any') return expectation.status;
  return 401;
}

const SHOP = '/menu/accounts/:accountId/shops/:shopId';
const ORDERING = '/ordering/accounts/:accountId/shops/:shopId';
const ORDER_PAYMENTS = '/v2/order-payment/providers/:providerId/orders';
const SHOP_METHODS = '/v2/payment/payments/providers/:providerId/locations/:shopId/payment-methods';

const photoUpload = async (): Promise<Pick<RouteRequest, 'payload' | 'headers'>> => {
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2255aa' } }).jpeg().toBuffer();
  return fileForm(jpeg);
};

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

/** A browser's subscription: a P-256 public key and a 16-byte auth secret, base64url. */
function pushSubscriptionBody() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  return { endpoint: 'https://push.exemplo.test/matrix', keys };
}

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

/** A new dine-in comanda opened while the shop charges 10% service, so the charge can be removed from it. */
async function comandaWithServiceCharge(ctx: SecurityApp) {
  await ctx.t.db.updateTable('shop_settings').set({ service_charge_basis_points: 1000 }).where('location_id', '=', ctx.shopParams.shopId).execute();
  try {
    return await freshOrder(ctx);
  } finally {
    await ctx.t.db.updateTable('shop_settings').set({ service_charge_basis_points: null }).where('location_id', '=', ctx.shopParams.shopId).execute();
  }
}

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

/** Every API route of the server and how it must answer; a route missing here fails the security suites. */
export const routeExpectations: Record<string, RouteExpectation> = {
  // ---- Accounts and tokens ----
  'POST /token': {
    auth: 'password',
    status: 200,
    request: () => ({ body: { client_id: 'back-office', grant_type: 'password', userName: DEMO_EMAIL, password: DEMO_PASSWORD } }),
  },
  'POST /token/revoke': { auth: 'any', status: 204, request: () => ({ body: {} }) },
  'POST /token-v2': { auth: 'user', status: 200, callers: { stranger: 200 }, request: () => ({}) },
  'GET /api/providers/:providerId/locations': {
    auth: 'user',
    status: 200,
    request: ({ shopParams }) => ({ params: { providerId: shopParams.accountId } }),
  },
  'GET /api/me/profile': { auth: 'user', status: 200, callers: { stranger: 200 }, request: () => ({}) },

  // ---- Ordering ----
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
  ...teamExpectations,
  [`GET ${ORDERING}/tables/layout`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams }) },
  [`PUT ${ORDERING}/tables/layout`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: shopParams, body: { qrcodeIds: [records.qrcodeId] } }),
  },
  'GET /push/public-key': { auth: 'account', status: 200, callers: { stranger: 200 }, request: () => ({}) },
  [`PUT ${ORDERING}/push-subscription`]: {
    auth: 'account',
    status: 204,
    request: ({ shopParams }) => ({ params: shopParams, body: pushSubscriptionBody() }),
  },
  [`DELETE ${ORDERING}/push-subscription`]: {
    auth: 'account',
    status: 204,
    request: ({ shopParams }) => ({ params: shopParams, body: { endpoint: 'https://push.exemplo.test/matrix' } }),
  },
  'GET /ordering/summary': {
    auth: 'account',
    status: 200,
    request: ({ shopParams }) => ({ query: { accountId: String(shopParams.accountId), shopId: String(shopParams.shopId) } }),
  },

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

  // ---- Customers, through a QR code ----
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

  // ---- QR codes, settings and delivery ----
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

  // ---- Menu ----
  [`GET ${SHOP}/item-groups`]: { auth: 'account', status: 200, request: ({ shopParams }) => ({ params: shopParams }) },
  [`POST ${SHOP}/item-groups`]: { auth: 'account', status: 201, request: ({ shopParams }) => ({ params: shopParams, body: itemGroupBody() }) },
  [`GET ${SHOP}/item-groups/:id`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: { ...shopParams, id: records.itemGroupId } }),
  },
  [`PUT ${SHOP}/item-groups/:id`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: { ...shopParams, id: records.itemGroupId }, body: itemGroupBody('Lanches da casa') }),
  },
  [`DELETE ${SHOP}/item-groups/:id`]: {
    auth: 'account',
    status: 204,
    request: async (ctx) => {
      const { accountId, shopId } = ctx.shopParams;
      const group = await ctx.own<{ id: number }>('POST', `/menu/accounts/${accountId}/shops/${shopId}/item-groups`, itemGroupBody('Vazia'));
      return { params: { ...ctx.shopParams, id: group.id } };
    },
  },
  [`PUT ${SHOP}/item-groups/:id/image`]: {
    auth: 'account',
    status: 200,
    request: async ({ shopParams, records }) => ({ params: { ...shopParams, id: records.itemGroupId }, ...(await photoUpload()) }),
  },
  [`GET ${SHOP}/items`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: shopParams, query: { groupId: String(records.itemGroupId) } }),
  },
  [`POST ${SHOP}/items`]: {
    auth: 'account',
    status: 201,
    request: ({ shopParams, records }) => ({ params: shopParams, body: itemBody(records.itemGroupId) }),
  },
  [`GET ${SHOP}/items/:id`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: { ...shopParams, id: records.itemId } }),
  },
  [`PUT ${SHOP}/items/:id`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({
      params: { ...shopParams, id: records.itemId },
      body: itemBody(records.itemGroupId, { name: 'X-Burguer duplo' }),
    }),
  },
  [`PUT ${SHOP}/items/:id/availability`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: { ...shopParams, id: records.itemId }, body: { available: true } }),
  },
  [`DELETE ${SHOP}/items/:id`]: {
    auth: 'account',
    status: 204,
    request: async (ctx) => {
      const { accountId, shopId } = ctx.shopParams;
      const item = await ctx.own<{ id: number }>('POST', `/menu/accounts/${accountId}/shops/${shopId}/items`, itemBody(ctx.records.itemGroupId));
      return { params: { ...ctx.shopParams, id: item.id } };
    },
  },
  [`PUT ${SHOP}/items/:id/image`]: {
    auth: 'account',
    status: 200,
    request: async ({ shopParams, records }) => ({ params: { ...shopParams, id: records.itemId }, ...(await photoUpload()) }),
  },
  [`GET ${SHOP}/items/:itemId/portions`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: { ...shopParams, itemId: records.itemId } }),
  },
  [`POST ${SHOP}/items/:itemId/portions`]: {
    auth: 'account',
    status: 201,
    request: ({ shopParams, records }) => ({ params: { ...shopParams, itemId: records.itemId }, body: portionBody(records.itemId) }),
  },
  [`GET ${SHOP}/items/:itemId/portions/:id`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: { ...shopParams, itemId: records.itemId, id: records.portionId } }),
  },
  [`PUT ${SHOP}/items/:itemId/portions/:id`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({
      params: { ...shopParams, itemId: records.itemId, id: records.portionId },
      body: portionBody(records.itemId, { name: 'Família' }),
    }),
  },
  [`DELETE ${SHOP}/items/:itemId/portions/:id`]: {
    auth: 'account',
    status: 204,
    request: async (ctx) => {
      const { accountId, shopId } = ctx.shopParams;
      const { itemId } = ctx.records;
      const portion = await ctx.own<{ id: number }>('POST', `/menu/accounts/${accountId}/shops/${shopId}/items/${itemId}/portions`, portionBody(itemId));
      return { params: { ...ctx.shopParams, itemId, id: portion.id } };
    },
  },
  [`GET ${SHOP}/option-groups`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: shopParams, query: { groupId: String(records.itemGroupId) } }),
  },
  [`POST ${SHOP}/option-groups`]: {
    auth: 'account',
    status: 201,
    request: ({ shopParams, records }) => ({ params: shopParams, body: optionGroupBody(records.itemGroupId) }),
  },
  [`PUT ${SHOP}/option-groups/update-sequences`]: {
    auth: 'account',
    status: 200,
    request: async (ctx) => {
      const groups = await ctx.t.db
        .selectFrom('option_groups')
        .select('id')
        .where('group_id', '=', ctx.records.itemGroupId)
        .orderBy('id')
        .execute();
      return {
        params: ctx.shopParams,
        query: { groupId: String(ctx.records.itemGroupId) },
        body: { optionGroups: groups.reverse().map(({ id }, index) => ({ id, sequence: index + 1 })) },
      };
    },
  },
  [`GET ${SHOP}/option-groups/:id`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: { ...shopParams, id: records.optionGroupId } }),
  },
  [`PUT ${SHOP}/option-groups/:id`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({
      params: { ...shopParams, id: records.optionGroupId },
      body: optionGroupBody(records.itemGroupId, { title: 'Extras' }),
    }),
  },
  [`DELETE ${SHOP}/option-groups/:id`]: {
    auth: 'account',
    status: 204,
    request: async (ctx) => {
      const { accountId, shopId } = ctx.shopParams;
      const group = await ctx.own<{ id: number }>(
        'POST',
        `/menu/accounts/${accountId}/shops/${shopId}/option-groups`,
        optionGroupBody(ctx.records.itemGroupId, { title: 'Vazio' }),
      );
      return { params: { ...ctx.shopParams, id: group.id } };
    },
  },
  [`GET ${SHOP}/options`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: shopParams, query: { groupId: String(records.optionGroupId) } }),
  },
  [`POST ${SHOP}/options`]: {
    auth: 'account',
    status: 201,
    request: ({ shopParams, records }) => ({ params: shopParams, body: optionBody(records.optionGroupId) }),
  },
  [`GET ${SHOP}/options/:id`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: { ...shopParams, id: records.optionId } }),
  },
  [`PUT ${SHOP}/options/:id`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({
      params: { ...shopParams, id: records.optionId },
      body: optionBody(records.optionGroupId, { name: 'Queijo extra' }),
    }),
  },
  [`PUT ${SHOP}/options/:id/availability`]: {
    auth: 'account',
    status: 200,
    request: ({ shopParams, records }) => ({ params: { ...shopParams, id: records.optionId }, body: { available: true } }),
  },
  [`DELETE ${SHOP}/options/:id`]: {
    auth: 'account',
    status: 204,
    request: async (ctx) => {
      const { accountId, shopId } = ctx.shopParams;
      const option = await ctx.own<{ id: number }>('POST', `/menu/accounts/${accountId}/shops/${shopId}/options`, optionBody(ctx.records.optionGroupId));
      return { params: { ...ctx.shopParams, id: option.id } };
    },
  },
  'PUT /menu/accounts/:accountId/images/brand': {
    auth: 'account',
    status: 200,
    request: async ({ shopParams }) => ({ params: { accountId: shopParams.accountId }, ...(await photoUpload()) }),
  },

  // ---- Public files ----
  'GET /menu/accounts/:accountId/images/brand.jpg': {
    auth: 'public',
    status: 200,
    request: async (ctx) => {
      const { payload, headers } = await photoUpload();
      const res = await ctx.t.app.inject({
        method: 'PUT',
        url: `/menu/accounts/${ctx.shopParams.accountId}/images/brand`,
        payload,
        headers: { ...ctx.t.staff, ...headers },
      });
      if (res.statusCode !== 200) throw new Error(`The cover upload answered ${res.statusCode}`);
      return { params: { accountId: ctx.shopParams.accountId } };
    },
  },
  'GET /menu/images/:imageId.jpg': {
    auth: 'public',
    status: 200,
    // The photo uploads above replace (and delete) the first photo: the current one is asked for.
    request: async ({ t, records }) => {
      const item = await t.db.selectFrom('items').select('image_id').where('id', '=', records.itemId).executeTakeFirstOrThrow();
      if (item.image_id === null) throw new Error('The demo item lost its photo');
      return { params: { imageId: item.image_id } };
    },
  },
  'GET /config.js': { auth: 'public', status: 200, request: () => ({}) },
  'GET /manifest.webmanifest': { auth: 'public', status: 200, request: () => ({}) },
};
