import { createECDH, randomBytes } from 'node:crypto';
import type { RouteExpectation } from './route-expectations';
import { ORDERING } from './support/route-paths';

/** A browser's subscription: a P-256 public key and a 16-byte auth secret, base64url. */
function pushSubscriptionBody() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  return { endpoint: 'https://push.exemplo.test/matrix', keys };
}

/** The room and the device: the tables' layout, push notifications, the period's summary. */
export const roomExpectations: Record<string, RouteExpectation> = {
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
};
