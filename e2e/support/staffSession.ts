import type { APIRequestContext, Page } from '@playwright/test';
import { STORAGE_KEYS } from '@/shared/api/tokens';
import type { LocationDto, TokenResponse, TokenV2Response } from '@contract/auth';
import type { OrderList } from '@contract/ordering';
import { ORDERS_MAX_PAGE_SIZE } from '@/ordering/orders/api';
import { demo } from './fixtures';

/** A staff member's tokens and shop, obtained from the API the way the app's sign-in does. */
export interface StaffSession {
  userToken: string;
  accountToken: string;
  accountId: string;
  shopId: number;
}

export async function okJson<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!answer.ok()) throw new Error(`${answer.url()} answered ${answer.status()}`);
  return (await answer.json()) as T;
}

export async function staffSession(request: APIRequestContext, account = demo): Promise<StaffSession> {
  const { access_token: userToken } = await okJson<TokenResponse>(
    await request.post('/token', {
      form: { client_id: 'back-office', grant_type: 'password', userName: account.email, password: account.password },
    }),
  );
  const { token: accountToken } = await okJson<TokenV2Response>(
    await request.post('/token-v2', { headers: { authorization: `Bearer ${userToken}` } }),
  );
  const claims = JSON.parse(Buffer.from(accountToken.split('.')[1], 'base64url').toString()) as { account: string };
  const [shop] = await okJson<LocationDto[]>(
    await request.get(`/api/providers/${claims.account}/locations`, { headers: { authorization: `Bearer ${userToken}` } }),
  );
  return { userToken, accountToken, accountId: claims.account, shopId: shop.id };
}

/**
 * Starts every page load signed in, as a reload after sign-in does: the sign-in form is checked (and signed in
 * through) in foundation.spec.ts, and one sign-in for a whole file keeps it fast.
 */
export async function startSignedIn(page: Page, session: StaffSession): Promise<void> {
  await page.addInitScript(
    ({ keys, userToken, accountToken }) => {
      localStorage.setItem(keys.userToken, userToken);
      localStorage.setItem(keys.accountToken, accountToken);
    },
    { keys: STORAGE_KEYS, userToken: session.userToken, accountToken: session.accountToken },
  );
}

/**
 * Starts every order still waiting in the session's shop. A flow about what a fresh device alerts for begins with
 * none left by the flows before it on this worker's server: a waiting order the device's first list shows is
 * alerted for at a reconnect (it may have arrived while the link was down), and a loaded machine drops links.
 */
export async function startWaitingOrders(request: APIRequestContext, session: StaffSession): Promise<void> {
  const shop = `/ordering/accounts/${session.accountId}/shops/${session.shopId}`;
  const headers = { authorization: `Bearer ${session.accountToken}` };
  const { orders } = await okJson<OrderList>(await request.get(`${shop}/orders?status=authorized&limit=${ORDERS_MAX_PAGE_SIZE}`, { headers }));
  for (const order of orders) await okJson(await request.put(`${shop}/orders/${order.id}/started`, { headers }));
}
