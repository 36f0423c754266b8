import { DEMO_PASSWORD } from '@server/seeds/demo';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The response when its status is the expected one; otherwise fails with the body, which says why. */
export async function expectStatus(response: Promise<Response> | Response, status: number): Promise<Response> {
  const res = await response;
  if (res.status !== status) throw new Error(`expected ${status} from ${res.url}, got ${res.status}: ${await res.text()}`);
  return res;
}

/** POST /token with the password grant, as the app's sign-in form sends it. */
export function requestUserToken(baseUrl: string, email: string, password: string): Promise<Response> {
  return fetch(`${baseUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'back-office', grant_type: 'password', userName: email, password }).toString(),
  });
}

export interface StaffSession {
  userToken: string;
  accountToken: string;
  providerId: number;
  shopId: number;
}

/**
 * Signs in the way the app does: token 1 from `signInUrl`, token 2 and the shop from `accountUrl`, so the two
 * calls may go to different instances.
 */
export async function signIn(signInUrl: string, email: string, accountUrl = signInUrl): Promise<StaffSession> {
  const { access_token: userToken } = (await (await expectStatus(requestUserToken(signInUrl, email, DEMO_PASSWORD), 200)).json()) as {
    access_token: string;
  };
  const v2 = await expectStatus(fetch(`${accountUrl}/token-v2`, { method: 'POST', headers: bearer(userToken) }), 200);
  const { token: accountToken } = (await v2.json()) as { token: string };
  const claims = JSON.parse(Buffer.from(accountToken.split('.')[1], 'base64url').toString()) as { account: string };
  const providerId = Number(claims.account);
  const locations = await expectStatus(fetch(`${accountUrl}/api/providers/${providerId}/locations`, { headers: bearer(userToken) }), 200);
  const [shop] = (await locations.json()) as { id: number }[];
  return { userToken, accountToken, providerId, shopId: shop.id };
}
