import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { CustomerCall } from '@contract/calls';
import type { PlaceOrderResult, PublicMenu } from '@contract/customer';
import { expect } from './fixtures';
import { okJson, type StaffSession } from './staffSession';

/** Where pictures of the guests' page go when asked for (GUEST_SHOTS_DIR), to look at it as a guest does. */
const SHOTS_DIR = process.env.GUEST_SHOTS_DIR;

export async function shoot(page: Page, name: string): Promise<void> {
  if (SHOTS_DIR) await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) });
}

export const staffAuth = (session: StaffSession) => ({ authorization: `Bearer ${session.accountToken}` });
const menuPath = (session: StaffSession) => `/menu/accounts/${session.accountId}/shops/${session.shopId}`;
export const pausePath = (session: StaffSession) => `/ordering/accounts/${session.accountId}/shops/${session.shopId}/pause`;

export const ordersAnswer = (page: Page, qrcode: string) =>
  page.waitForResponse((response) => response.url().endsWith(`/public/qrcodes/${qrcode}/orders`) && response.request().method() === 'POST');

/** A product of the demo menu by name, as the customer API lists it. */
export async function productNamed(request: APIRequestContext, name: string) {
  const menu = await okJson<PublicMenu>(await request.get('/public/qrcodes/mesa-1/menu'));
  const item = menu.categories.flatMap((category) => category.items).find((entry) => entry.name === name);
  if (!item) throw new Error(`The demo menu has no "${name}"`);
  return item;
}

/** 'Esgotar' through the staff API, as the order's screen does. */
export async function markSoldOut(request: APIRequestContext, session: StaffSession, itemId: number, soldOut: boolean): Promise<void> {
  const answer = await request.put(`${menuPath(session)}/items/${itemId}/availability`, { headers: staffAuth(session), data: { available: !soldOut } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The shop's 'Modo do Cardápio' (0 lite, 1 full) and service charge, through the staff API; answers what it was. */
export async function setShopSettings(
  request: APIRequestContext,
  session: StaffSession,
  change: { menuType?: 0 | 1; serviceChargePercent?: number | null },
): Promise<{ menuType: 0 | 1; serviceChargePercent: number | null }> {
  const path = `${menuPath(session)}/settings`;
  const record = await okJson<{ id: number; menuType: 0 | 1; serviceChargePercent: number | null }>(await request.get(path, { headers: staffAuth(session) }));
  const answer = await request.put(`${path}/${record.id}`, {
    headers: staffAuth(session),
    data: { menuType: change.menuType ?? record.menuType, serviceChargePercent: change.serviceChargePercent === undefined ? record.serviceChargePercent : change.serviceChargePercent },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return { menuType: record.menuType, serviceChargePercent: record.serviceChargePercent };
}

/** Puts one product in the sacola from the menu and names the guest, ready for 'Pedir'. */
export async function fillSacola(page: Page, product: string, name: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${product}`) }).click();
  await page.getByRole('button', { name: /Adicionar à sacola/ }).click();
  await page.getByRole('button', { name: /Ver sacola/ }).click();
  await page.getByLabel('Seu nome').fill(name);
}

/** A guest's order from the page, answered as placed. */
export async function orderFromPage(page: Page, qrcode: string, product: string, name: string): Promise<PlaceOrderResult> {
  await fillSacola(page, product, name);
  const answered = ordersAnswer(page, qrcode);
  await page.getByRole('button', { name: 'Pedir', exact: true }).click();
  const response = await answered;
  expect(response.status()).toBe(201);
  const placed = (await response.json()) as PlaceOrderResult;
  await expect(page.getByRole('heading', { name: `Pedido #${placed.orderCode}` })).toBeVisible();
  return placed;
}

/** A customer at the table taps 'Chamar garçom' on the QR page: the public API, no staff token. */
export async function callFromTable(request: APIRequestContext, baseURL: string, qrcode: string, reason: 'waiter' | 'cutlery'): Promise<CustomerCall> {
  const response = await request.post(`${baseURL}/public/qrcodes/${qrcode}/calls`, { data: { reason } });
  expect(response.status()).toBe(201);
  return (await response.json()) as CustomerCall;
}

/**
 * Answers a call a guest made, as staff finishing it does: the worker's other flows start with no table calling
 * ('Nenhuma mesa chamando').
 */
export async function finishCall(request: APIRequestContext, session: StaffSession, callId: number): Promise<void> {
  const done = await request.put(`/ordering/accounts/${session.accountId}/shops/${session.shopId}/calls/${callId}/done`, { headers: staffAuth(session) });
  expect(done.ok()).toBe(true);
}
