import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { PlaceOrderResult, PublicMenu } from '@contract/customer';
import type { DeliverySettingsDto } from '@contract/shop';
import { expect } from './fixtures';
import { okJson, staffSession } from './staffSession';

/** A customer ordering through a QR code, with the public API (no staff token). */
export async function placeOrder(request: APIRequestContext, baseUrl: string, qrcode: string): Promise<PlaceOrderResult> {
  const menu = (await (await request.get(`${baseUrl}/public/qrcodes/${qrcode}/menu`)).json()) as PublicMenu;
  const category = menu.categories.find((entry) => entry.items.length > 0 && entry.optionGroups.every((group) => !group.required));
  if (!category) throw new Error(`The menu of ${qrcode} has no item that can be ordered without options`);
  const response = await request.post(`${baseUrl}/public/qrcodes/${qrcode}/orders`, {
    headers: { 'Idempotency-Key': `e2e-${randomUUID()}` },
    data: { type: 0, customer: { name: `Cliente ${randomUUID().slice(0, 8)}` }, items: [{ itemId: category.items.find((item) => item.available)!.id, quantity: 1 }] },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as PlaceOrderResult;
}

/** Where the delivery of deliveryToCollect goes: accents everywhere, as the receipts must print them. */
export const deliveryAddress = {
  street: 'Rua das Acácias',
  number: '77',
  complement: 'Casa 2',
  neighborhood: 'Pinheiros',
  city: 'São Paulo',
  district: 'SP',
  cep: '05422-010',
};

/** What the demo shop charges for a delivery in the flows that print it: other flows on the server change it. */
export const DELIVERY_FEE = 7;

async function chargeDeliveryFee(request: APIRequestContext, baseUrl: string): Promise<void> {
  const session = await staffSession(request);
  const headers = { authorization: `Bearer ${session.accountToken}` };
  const path = `${baseUrl}/menu/accounts/${session.accountId}/shops/${session.shopId}/delivery-settings`;
  const held = await okJson<DeliverySettingsDto>(await request.get(path, { headers }));
  const data = { shopId: held.shopId, phone: held.phone, slug: held.slug, active: true, fee: DELIVERY_FEE };
  expect((await request.put(`${path}/${held.id}`, { headers, data })).ok()).toBe(true);
}

/**
 * A customer ordering a delivery through a QR code, then asking to pay it in cash with change for R$ 100; the shop
 * charges DELIVERY_FEE for it.
 */
export async function deliveryToCollect(request: APIRequestContext, baseUrl: string): Promise<PlaceOrderResult> {
  await chargeDeliveryFee(request, baseUrl);
  const menu = (await (await request.get(`${baseUrl}/public/qrcodes/mesa-1/menu`)).json()) as PublicMenu;
  const category = menu.categories.find((entry) => entry.items.length > 0 && entry.optionGroups.every((group) => !group.required));
  const response = await request.post(`${baseUrl}/public/qrcodes/mesa-1/orders`, {
    headers: { 'Idempotency-Key': `e2e-${randomUUID()}` },
    data: {
      type: 3,
      customer: { name: 'Cliente Entrega' },
      address: deliveryAddress,
      items: [{ itemId: category!.items[0].id, quantity: 1 }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const placed = (await response.json()) as PlaceOrderResult;
  const asked = await request.post(`${baseUrl}/public/invoices/${placed.invoiceId}/closing`, {
    data: { accessToken: placed.accessToken, paymentMethod: 'cash', paidWith: 100 },
  });
  expect(asked.ok()).toBe(true);
  return placed;
}
