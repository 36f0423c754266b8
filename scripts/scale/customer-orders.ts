import { randomUUID } from 'node:crypto';
import type { PlaceOrderResult, PublicMenu } from '@contract/customer';

/** An item of the QR code's menu that can be ordered without choosing options. */
export async function orderableItemOf(baseUrl: string, qrcode: string): Promise<number> {
  const response = await fetch(`${baseUrl}/public/qrcodes/${qrcode}/menu`);
  if (!response.ok) throw new Error(`menu of ${qrcode} at ${baseUrl}: ${response.status} ${await response.text()}`);
  const menu = (await response.json()) as PublicMenu;
  const category = menu.categories.find((entry) => entry.items.some((item) => item.available) && entry.optionGroups.every((group) => !group.required));
  if (!category) throw new Error(`The menu of ${qrcode} has no item that can be ordered without options`);
  return category.items.find((item) => item.available)!.id;
}

/** One customer order through the public customer API, exactly as a customer's phone places it. */
export async function placeOrder(baseUrl: string, qrcode: string, itemId: number): Promise<PlaceOrderResult> {
  const response = await fetch(`${baseUrl}/public/qrcodes/${qrcode}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `scale-${randomUUID()}` },
    body: JSON.stringify({ type: 0, customer: { name: `Cliente ${randomUUID().slice(0, 8)}` }, items: [{ itemId, quantity: 1 }] }),
  });
  if (response.status !== 201) throw new Error(`order at ${baseUrl}: ${response.status} ${await response.text()}`);
  return (await response.json()) as PlaceOrderResult;
}
