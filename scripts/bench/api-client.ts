/** The calls the benchmarks make as a customer (public API) and as staff (token 2), over plain fetch. */
import { randomUUID } from 'node:crypto';
import type { PlaceOrderBody, PlaceOrderResult, PublicMenu } from '@contract/customer';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@server/seeds/demo';
import { CLIENT_ID } from '@/features/auth/api';

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export interface StaffSession {
  token: string;
  accountId: number;
  shopId: number;
  /** The shop's path prefix of the ordering API. */
  shopPath: string;
}

/** Signs the demo user in (token 1), trades it for token 2 and finds the demo shop, as the app does. */
export async function staffSession(baseUrl: string): Promise<StaffSession> {
  const form = new URLSearchParams({ client_id: CLIENT_ID, grant_type: 'password', userName: DEMO_EMAIL, password: DEMO_PASSWORD });
  const { access_token: userToken } = await json<{ access_token: string }>(
    await fetch(`${baseUrl}/token`, { method: 'POST', body: form }),
  );
  const { token } = await json<{ token: string }>(
    await fetch(`${baseUrl}/token-v2`, { method: 'POST', headers: { authorization: `Bearer ${userToken}` } }),
  );
  const claim = (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { account: string | string[] }).account;
  const accountId = Number(Array.isArray(claim) ? claim[0] : claim);
  const [shop] = await json<{ id: number }[]>(
    await fetch(`${baseUrl}/api/providers/${accountId}/locations`, { headers: { authorization: `Bearer ${userToken}` } }),
  );
  return { token, accountId, shopId: shop.id, shopPath: `/ordering/accounts/${accountId}/shops/${shop.id}` };
}

/** An order any benchmark can place on a QR code: two of the first item that needs no option. */
export async function simpleOrderBody(baseUrl: string, qrcode: string): Promise<PlaceOrderBody> {
  const menu = await json<PublicMenu>(await fetch(`${baseUrl}/public/qrcodes/${qrcode}/menu`));
  const category = menu.categories.find((entry) => entry.items.some((item) => item.available) && entry.optionGroups.every((group) => !group.required));
  if (!category) throw new Error(`The menu of ${qrcode} has no item that can be ordered without options`);
  return { type: 0, customer: { name: 'Cliente do benchmark' }, items: [{ itemId: category.items.find((item) => item.available)!.id, quantity: 2 }] };
}

// A placement that takes longer than this is a failure, not something to wait for.
const PLACE_TIMEOUT_MS = 30_000;

export async function placeOrder(baseUrl: string, qrcode: string, body: PlaceOrderBody): Promise<PlaceOrderResult> {
  const response = await fetch(`${baseUrl}/public/qrcodes/${qrcode}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${randomUUID()}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(PLACE_TIMEOUT_MS),
  });
  return json<PlaceOrderResult>(response);
}
