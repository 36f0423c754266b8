import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { PlaceOrderResult, PublicMenu } from '@contract/customer';
import { expect } from './fixtures';

/** A customer ordering through a QR code, with the public API (no staff token). */
export async function placeOrder(request: APIRequestContext, baseUrl: string, qrcode: string): Promise<PlaceOrderResult> {
  const menu = (await (await request.get(`${baseUrl}/public/qrcodes/${qrcode}/menu`)).json()) as PublicMenu;
  const category = menu.categories.find((entry) => entry.items.length > 0 && entry.optionGroups.every((group) => !group.required));
  if (!category) throw new Error(`The menu of ${qrcode} has no item that can be ordered without options`);
  const response = await request.post(`${baseUrl}/public/qrcodes/${qrcode}/orders`, {
    headers: { 'Idempotency-Key': `e2e-${randomUUID()}` },
    data: { type: 0, customer: { name: `Cliente ${randomUUID().slice(0, 8)}` }, items: [{ itemId: category.items[0].id, quantity: 1 }] },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as PlaceOrderResult;
}
