import { randomBytes } from 'node:crypto';
import {
  ORDER_PAYMENT_CANCELED,
  ORDER_PAYMENT_COMPLETED,
  ORDER_PAYMENT_WAITING,
  PAYMENT_GATEWAY,
} from '@contract/order-payment-codes';
import type { OrderStatus } from '@contract/ordering';
import { changeOf, invoiceAmountsOf, linePriceOf } from '@server/domain/ordering-rules';
import { createItemGroup } from '@server/repositories/menu/item-groups';
import { createItem } from '@server/repositories/menu/items';
import { createOptionGroup } from '@server/repositories/menu/option-groups';
import { createOption } from '@server/repositories/menu/options';
import { createPortion } from '@server/repositories/menu/portions';
import { toCents } from '@server/repositories/ordering/money';
import { nextShopCode } from '@server/repositories/ordering/shop-codes';
import { createDeliverySettings } from '@server/repositories/shop/delivery-settings';
import { bindPaymentMethod, listCatalogue } from '@server/repositories/shop/payment-methods';
import { createQrCode } from '@server/repositories/shop/qrcodes';
import { createShopSettings } from '@server/repositories/shop/settings';
import type { DbOrTrx } from './database';
import {
  DELIVERY_FEE_CENTS,
  DEMO_DELIVERY,
  DEMO_INVOICES,
  DEMO_MENU,
  DEMO_PAYMENT_METHODS,
  DEMO_QR_CODES,
  OTHER_SHOP_MENU,
  OTHER_SHOP_QR_CODES,
  type SeedCategory,
  type SeedInvoice,
  type SeedOrder,
} from './demo-data';

/**
 * The demo shop's menu, QR codes, delivery, payment methods and a few days of invoices (the data is demo-data.ts's),
 * so a fresh install has something to look at. The menu, QR codes and settings go through the repositories' own
 * commands. The comandas are history, hours and days old, which the ordering commands cannot write since they stamp
 * the present: they are written directly, with their amounts from the domain's rules and the contract's codes.
 * Fixed QR codes to try the customer API by hand:
 *   mesa-1, mesa-2, mesa-3  pay later (the customer may order many times and asks for the bill)
 *   balcao-pre              prepaid (one order per purchase, paid before it is prepared)
 *   outro-mesa-1            the other provider's shop (see seedOtherShopOperations), to see isolation
 */

export interface SeedShop {
  providerId: number;
  shopId: number;
}

interface MenuIndex {
  items: Map<string, { id: number; priceCents: number; portions: Map<string, { id: number; priceCents: number }> }>;
  /** Options by category title and option name. */
  options: Map<string, { id: number; priceCents: number }>;
}

/** Through the menu's own commands, so the demo menu obeys the rules the screens do. */
async function seedMenu(db: DbOrTrx, shopId: number, menu: SeedCategory[]): Promise<MenuIndex> {
  const index: MenuIndex = { items: new Map(), options: new Map() };
  for (const category of menu) {
    const groupId = await createItemGroup(db, shopId, { title: category.title, active: true });
    for (const item of category.items) {
      const { name, description, price } = item;
      const itemId = await createItem(db, shopId, { groupId, name, description, price, available: item.available !== false });
      const portions = new Map<string, { id: number; priceCents: number }>();
      for (const portion of item.portions ?? []) {
        const body = { itemId, name: portion.name, price: portion.price, isAvailable: portion.available !== false };
        portions.set(portion.name, { id: await createPortion(db, shopId, itemId, body), priceCents: toCents(portion.price) });
      }
      index.items.set(item.name, { id: itemId, priceCents: toCents(price), portions });
    }
    for (const [position, optionGroup] of category.optionGroups.entries()) {
      const { title, maxlength } = optionGroup;
      const body = { groupId, title, sequence: position + 1, maxlength, required: optionGroup.required === true, active: true };
      const optionGroupId = await createOptionGroup(db, shopId, body);
      for (const option of optionGroup.options) {
        const { name, price } = option;
        const optionBody = { groupId: optionGroupId, name, description: option.description ?? null, price, available: option.available !== false };
        const id = await createOption(db, shopId, optionBody);
        index.options.set(`${category.title}/${name}`, { id, priceCents: toCents(price) });
      }
    }
  }
  return index;
}

async function seedQrCodes(db: DbOrTrx, shopId: number, codes: typeof DEMO_QR_CODES) {
  const ids = new Map<string, { id: number; locationName: string; prepay: boolean }>();
  for (const { code, locationName, prepay } of codes) {
    const qr = await createQrCode(db, shopId, { locationName, prepay, active: true }, () => code);
    ids.set(code, { id: qr.id, locationName, prepay });
  }
  return ids;
}

async function bindPaymentMethods(db: DbOrTrx, shopId: number): Promise<void> {
  const catalogue = await listCatalogue(db);
  for (const method of DEMO_PAYMENT_METHODS) {
    const found = catalogue.find((entry) => entry.name === method.name);
    if (found) await bindPaymentMethod(db, shopId, found.id, method.isPublic);
  }
}

const minutesAgo = (now: number, minutes: number) => new Date(now - minutes * 60_000).toISOString();

/**
 * When a demo invoice reached each state, in minutes before now. Each step is a share of the invoice's age (capped
 * at a realistic delay), so even a recent invoice has every moment in the past and in order.
 */
function invoiceMomentsOf(spec: SeedInvoice) {
  const after = (share: number, capMinutes: number) => spec.minutesAgo - Math.min(capMinutes, spec.minutesAgo * share);
  return {
    closing: spec.status === 'closing' || spec.status === 'closed' ? after(0.6, 30) : null,
    closed: spec.status === 'closed' ? after(0.8, 40) : null,
    canceled: spec.status === 'canceled' ? after(0.3, 10) : null,
  };
}

interface OrderPlace {
  shopId: number;
  invoiceId: number;
  prepay: boolean;
  createdAt: string;
}

async function seedOrder(db: DbOrTrx, { shopId, invoiceId, prepay, createdAt }: OrderPlace, order: SeedOrder, menu: MenuIndex) {
  const lines = order.lines.map((line) => {
    const item = menu.items.get(line.item);
    if (!item) throw new Error(`Demo menu has no item ${line.item}`);
    const portion = line.portion === undefined ? undefined : item.portions.get(line.portion);
    if (line.portion !== undefined && !portion) throw new Error(`Demo item ${line.item} has no portion ${line.portion}`);
    const options = (line.options ?? []).map((name) => {
      const option = menu.options.get(`${line.category}/${name}`);
      if (!option) throw new Error(`Demo category ${line.category} has no option ${name}`);
      return { ...option, name };
    });
    const price = linePriceOf({
      itemPriceCents: item.priceCents,
      portionPriceCents: portion?.priceCents ?? null,
      optionPricesCents: options.map((option) => option.priceCents),
      quantity: line.quantity,
    });
    return { line, item, portion, options, price };
  });
  const totalCents = lines.reduce((sum, { price }) => sum + price.totalCents, 0);
  const stamp = (reached: boolean) => (reached ? createdAt : null);
  const level = (['authorized', 'started', 'completed'] as OrderStatus[]).indexOf(order.status);
  const row = await db
    .insertInto('orders')
    .values({
      invoice_id: invoiceId,
      location_id: shopId,
      type: order.type,
      code: await nextShopCode(db, shopId, 'order'),
      total_cents: totalCents,
      delivery_fee_cents: order.type === 3 ? DELIVERY_FEE_CENTS : 0,
      status: order.status,
      created_at: createdAt,
      // A prepaid order canceled before its payment was never authorized.
      authorized_at: stamp(level >= 0 || (order.status === 'canceled' && !prepay)),
      started_at: stamp(level >= 1),
      completed_at: stamp(level >= 2),
      canceled_at: stamp(order.status === 'canceled'),
      idempotency_key: null,
      request_hash: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const { line, item, portion, options, price } of lines) {
    const lineRow = await db
      .insertInto('order_items')
      .values({
        order_id: row.id,
        item_id: item.id,
        name: line.item,
        quantity: line.quantity,
        price_cents: price.unitCents,
        total_cents: price.totalCents,
        portion_name: portion ? (line.portion as string) : null,
        portion_price_cents: portion?.priceCents ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const option of options) {
      await db
        .insertInto('order_item_options')
        .values({ order_item_id: lineRow.id, option_id: option.id, name: option.name, price_cents: option.priceCents })
        .execute();
    }
  }
  return { status: order.status, totalCents, deliveryFeeCents: order.type === 3 ? DELIVERY_FEE_CENTS : 0 };
}

async function seedInvoice(
  db: DbOrTrx,
  shopId: number,
  spec: SeedInvoice,
  qr: { id: number; locationName: string; prepay: boolean },
  menu: MenuIndex,
  now: number,
) {
  const createdAt = minutesAgo(now, spec.minutesAgo);
  const moments = invoiceMomentsOf(spec);
  const at = (minutes: number | null) => (minutes === null ? null : minutesAgo(now, minutes));
  const closingAt = at(moments.closing);
  const closedAt = at(moments.closed);
  const canceledAt = at(moments.canceled);
  const invoice = await db
    .insertInto('invoices')
    .values({
      location_id: shopId,
      qrcode_id: qr.id,
      code: await nextShopCode(db, shopId, 'invoice'),
      name: spec.customer.name,
      mobile: spec.customer.mobile,
      email: spec.customer.email,
      location: qr.locationName,
      payment_method: spec.paymentMethod,
      prepay: qr.prepay ? 1 : 0,
      status: spec.status,
      created_at: createdAt,
      closing_at: closingAt,
      closed_at: closedAt,
      canceled_at: canceledAt,
      paid_with_cents: spec.paidWith === undefined ? null : toCents(spec.paidWith),
      change_cents: null,
      address_street: spec.address?.street ?? null,
      address_number: spec.address?.number ?? null,
      address_complement: spec.address?.complement ?? null,
      address_neighborhood: spec.address?.neighborhood ?? null,
      address_city: spec.address?.city ?? null,
      address_district: spec.address?.district ?? null,
      address_cep: spec.address?.cep ?? null,
      access_token: randomBytes(24).toString('base64url'),
    })
    .returning(['id', 'paid_with_cents'])
    .executeTakeFirstOrThrow();

  const amounts = [];
  for (const order of spec.orders) {
    const place = { shopId, invoiceId: invoice.id, prepay: qr.prepay, createdAt: minutesAgo(now, spec.minutesAgo - order.after) };
    amounts.push(await seedOrder(db, place, order, menu));
  }
  const { totalCents, deliveryFeeCents } = invoiceAmountsOf(amounts);
  await db
    .updateTable('invoices')
    .set({
      total_cents: totalCents,
      delivery_fee_cents: deliveryFeeCents,
      change_cents: changeOf(invoice.paid_with_cents, totalCents),
    })
    .where('id', '=', invoice.id)
    .execute();

  // Prepaid invoices wait for their payment from the first order; pay-later ones from the moment the bill is asked.
  const paymentStatus =
    spec.status === 'closed' ? ORDER_PAYMENT_COMPLETED : spec.status === 'canceled' ? ORDER_PAYMENT_CANCELED : ORDER_PAYMENT_WAITING;
  if (qr.prepay || spec.status !== 'open') {
    const paymentCreatedAt = qr.prepay ? createdAt : (closingAt ?? createdAt);
    await db
      .insertInto('order_payments')
      .values({
        invoice_id: invoice.id,
        location_id: shopId,
        status: paymentStatus,
        amount_cents: totalCents,
        method: paymentStatus === ORDER_PAYMENT_COMPLETED ? (spec.operatorMethod ?? null) : null,
        gateway: paymentStatus === ORDER_PAYMENT_COMPLETED ? PAYMENT_GATEWAY : null,
        created_at: paymentCreatedAt,
        last_update: closedAt ?? canceledAt ?? paymentCreatedAt,
      })
      .execute();
  }
}

async function hasMenu(db: DbOrTrx, shopId: number): Promise<boolean> {
  const row = await db.selectFrom('item_groups').select('id').where('location_id', '=', shopId).executeTakeFirst();
  return row !== undefined;
}

/** Seeds the demo shop; does nothing when the shop already has a menu. Pass a transaction to keep it all-or-nothing. */
export async function seedDemoOperations(db: DbOrTrx, shop: SeedShop): Promise<void> {
  if (await hasMenu(db, shop.shopId)) return;
  const nowMs = Date.now();
  const menu = await seedMenu(db, shop.shopId, DEMO_MENU);
  const qrcodes = await seedQrCodes(db, shop.shopId, DEMO_QR_CODES);
  await createShopSettings(db, shop.providerId, shop.shopId, 1);
  const delivery = await createDeliverySettings(db, shop.shopId, DEMO_DELIVERY);
  if (typeof delivery === 'string') throw new Error(`Demo delivery settings refused: ${delivery}`);
  await bindPaymentMethods(db, shop.shopId);
  // Oldest first, so codes grow with time as they do in real use.
  const invoices = [...DEMO_INVOICES].sort((a, b) => b.minutesAgo - a.minutesAgo);
  for (const invoice of invoices) {
    const qr = qrcodes.get(invoice.qrcode);
    if (!qr) throw new Error(`Demo QR code ${invoice.qrcode} is missing`);
    await seedInvoice(db, shop.shopId, invoice, qr, menu, nowMs);
  }
}

/** Seeds the other provider's shop with a category and the QR code outro-mesa-1, so isolation can be tried by hand. */
export async function seedOtherShopOperations(db: DbOrTrx, shop: SeedShop): Promise<void> {
  if (await hasMenu(db, shop.shopId)) return;
  await seedMenu(db, shop.shopId, OTHER_SHOP_MENU);
  await seedQrCodes(db, shop.shopId, OTHER_SHOP_QR_CODES);
}
