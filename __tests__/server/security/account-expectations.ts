import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/test-app';
import type { RouteExpectation } from './route-expectations';

/** Accounts and tokens: the sign-in, its revocation, token 2 and the user's own routes. */
export const accountExpectations: Record<string, RouteExpectation> = {
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
};
