import type { APIRequestContext } from '@playwright/test';
import type { ItemGroupList, ItemList, OptionGroupList, OptionList, PortionList } from '@contract/menu';
import type { InvoiceList, OrderList } from '@contract/ordering';
import type { ShopPaymentMethodDto } from '@contract/payments';
import type { QrCodeList } from '@contract/shop';
import { okJson, type StaffSession } from './staffSession';

/** Ids of seeded demo records, for screens that show one record. */
export interface DemoRecords {
  orderId: number;
  invoiceId: number;
  itemGroupId: number;
  itemId: number;
  portionId: number;
  optionGroupId: number;
  optionId: number;
  paymentMethodId: number;
  qrCodeId: number;
}

function first<T>(list: T[], what: string): T {
  if (list.length === 0) throw new Error(`The demo data has no ${what}`);
  return list[0];
}

/**
 * Reads the demo shop's records through the staff API. The order is one that can still be cancelled, and the
 * product one with portions, so their screens show every control.
 */
export async function demoRecords(request: APIRequestContext, session: StaffSession): Promise<DemoRecords> {
  const headers = { authorization: `Bearer ${session.accountToken}` };
  const get = async <T>(path: string, params: Record<string, string | number> = {}) =>
    okJson<T>(await request.get(path, { headers, params }));
  const ordering = `/ordering/accounts/${session.accountId}/shops/${session.shopId}`;
  const menu = `/menu/accounts/${session.accountId}/shops/${session.shopId}`;

  const order = first((await get<OrderList>(`${ordering}/orders`, { status: 'authorized' })).orders, 'authorized order');
  const invoice = first((await get<InvoiceList>(`${ordering}/invoices`)).invoices, 'invoice');
  const itemGroup = first((await get<ItemGroupList>(`${menu}/item-groups`)).itemGroups, 'category');
  const items = (await get<ItemList>(`${menu}/items`, { groupId: itemGroup.id, limit: 100 })).items;
  let portioned: { itemId: number; portionId: number } | undefined;
  for (const item of items) {
    const [portion] = (await get<PortionList>(`${menu}/items/${item.id}/portions`)).portions;
    if (portion) {
      portioned = { itemId: item.id, portionId: portion.id };
      break;
    }
  }
  if (!portioned) throw new Error('The demo data has no product with portions');
  const optionGroup = first(
    (await get<OptionGroupList>(`${menu}/option-groups`, { groupId: itemGroup.id })).optionGroups,
    'option group',
  );
  const option = first((await get<OptionList>(`${menu}/options`, { groupId: optionGroup.id })).options, 'option');
  const paymentMethods = await get<ShopPaymentMethodDto[]>(
    `/v2/payment/payments/providers/${session.accountId}/locations/${session.shopId}/payment-methods`,
  );
  const qrCode = first((await get<QrCodeList>(`${menu}/qrcodes`)).qrcodes, 'QR code');
  return {
    orderId: order.id,
    invoiceId: invoice.id,
    itemGroupId: itemGroup.id,
    ...portioned,
    optionGroupId: optionGroup.id,
    optionId: option.id,
    paymentMethodId: first(paymentMethods, 'payment method').id,
    qrCodeId: qrCode.id,
  };
}
