import type { PlaceOrderBody } from '@contract/customer';
import { ORDER_PAYMENT_WAITING, type PaymentOperatorMethod } from '@contract/order-payments';
import type { InvoicePaymentMethod } from '@contract/ordering';
import { atMoment } from '@server/domain/clock';
import type { OrderAction } from '@server/domain/order-rules';
import { createItemGroup } from '@server/repositories/menu/item-groups';
import { createItem } from '@server/repositories/menu/items';
import { createOptionGroup } from '@server/repositories/menu/option-groups';
import { createOption } from '@server/repositories/menu/options';
import { createPortion } from '@server/repositories/menu/portions';
import { requestClosing } from '@server/repositories/ordering/customer-invoices';
import { placeOrder } from '@server/repositories/ordering/customer-orders';
import { closeInvoiceByStaff } from '@server/repositories/ordering/invoice-commands';
import { toCents } from '@server/repositories/common/money';
import { transitionOrder } from '@server/repositories/ordering/order-commands';
import { markOrderSeen } from '@server/repositories/ordering/order-escalation';
import { completePaymentByOperator } from '@server/repositories/ordering/payment-commands';
import { createDeliverySettings } from '@server/repositories/shop/delivery-settings';
import { bindPaymentMethod } from '@server/repositories/shop/payment-methods';
import { PAYMENT_METHODS } from '@contract/payment-methods';
import { createQrCode } from '@server/repositories/shop/qrcodes';
import { createShopSettings } from '@server/repositories/shop/settings';
import { savePixSettings } from '@server/repositories/shop/pix-settings';
import { createMember } from '@server/repositories/team/members';
import { pinDigestOf } from '@server/security/pins';
import { pixReceiverOf, pixReceiverProblemsOf } from '@contract/pix';
import type { DbOrTrx } from '@server/db/database';
import type { Actor } from '@server/security/actor';
import { ownerActorOf } from '@server/repositories/accounts';
import {
  DEMO_DELIVERY,
  DEMO_INVOICES,
  DEMO_MENU,
  DEMO_PAYMENT_METHODS,
  DEMO_TEAM,
  DEMO_PIX,
  DEMO_QR_CODES,
  OTHER_SHOP_MENU,
  OTHER_SHOP_QR_CODES,
  type SeedCategory,
  type SeedInvoice,
  type SeedOrder,
} from './demo-data';

/** The demo's orders are the menu's own; no shop limit applies to them. */
const DEMO_LIMITS = { maxTotalCents: Number.MAX_SAFE_INTEGER };

/**
 * The demo shop's menu, QR codes, delivery, payment methods and a few days of invoices (the data is demo-data.ts's),
 * so a fresh install has something to look at. Everything goes through the repositories' own commands, the ones the
 * routes call, so the demo cannot hold what the rules would refuse: the comandas are played in time order with the
 * commands' clock set to each moment. Fixed QR codes to try the customer API by hand:
 *   mesa-1, mesa-2, mesa-3  pay later (the customer may order many times and asks for the bill)
 *   balcao-pre              prepaid (one order per purchase, paid before it is prepared)
 *   outro-mesa-1            the other provider's shop (see seedOtherShopOperations), to see isolation
 */

export interface SeedShop {
  providerId: number;
  shopId: number;
  /** The shop's own account, which the demo's staff commands are recorded as. */
  userId: number;
}

/** The shop whose comandas are played, and who plays its staff's part. */
interface Staff {
  shopId: number;
  actor: Actor;
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

async function seedQrCodes(db: DbOrTrx, shopId: number, codes: typeof DEMO_QR_CODES): Promise<void> {
  for (const { code, locationName, prepay } of codes) await createQrCode(db, shopId, { locationName, prepay, active: true }, () => code);
}

async function bindPaymentMethods(db: DbOrTrx, shopId: number): Promise<void> {
  for (const { method, isPublic } of DEMO_PAYMENT_METHODS) await bindPaymentMethod(db, shopId, PAYMENT_METHODS[method].catalogueId, isPublic);
}

/** Minutes between the things that happen to a comanda and its orders. */
const STEPS = { start: 3, complete: 12, cancel: 5, askForBill: 10, close: 10, payPrepaid: 2 };

interface Comanda {
  invoiceId?: number;
  accessToken?: string;
}

/** One thing that happened, at a moment before now, to be played through the commands in time order. */
interface Step {
  at: number;
  run: () => Promise<unknown>;
}

const orderBodyOf = (spec: SeedInvoice, order: SeedOrder, menu: MenuIndex, comanda: Comanda): PlaceOrderBody => ({
  type: order.type,
  customer: {
    name: spec.customer.name,
    ...(spec.customer.mobile ? { mobile: spec.customer.mobile } : {}),
    ...(spec.customer.email ? { email: spec.customer.email } : {}),
  },
  ...(spec.address ? { address: spec.address } : {}),
  items: order.lines.map((line) => {
    const item = menu.items.get(line.item);
    if (!item) throw new Error(`Demo menu has no item ${line.item}`);
    const portion = line.portion === undefined ? undefined : item.portions.get(line.portion);
    if (line.portion !== undefined && !portion) throw new Error(`Demo item ${line.item} has no portion ${line.portion}`);
    const optionIds = (line.options ?? []).map((name) => {
      const option = menu.options.get(`${line.category}/${name}`);
      if (!option) throw new Error(`Demo category ${line.category} has no option ${name}`);
      return option.id;
    });
    return { itemId: item.id, quantity: line.quantity, ...(portion ? { portionId: portion.id } : {}), ...(optionIds.length ? { optionIds } : {}) };
  }),
  ...(comanda.invoiceId !== undefined ? { invoiceId: comanda.invoiceId, accessToken: comanda.accessToken } : {}),
});

async function waitingPaymentIdOf(db: DbOrTrx, invoiceId: number): Promise<number> {
  const payment = await db
    .selectFrom('order_payments')
    .select('id')
    .where('invoice_id', '=', invoiceId)
    .where('status', '=', ORDER_PAYMENT_WAITING)
    .executeTakeFirstOrThrow();
  return payment.id;
}

/**
 * A comanda's history as steps: each order placed by the customer and moved by the staff, the bill asked for, the
 * payment informed and the comanda closed, or its one order canceled, which cancels a prepaid comanda. A prepaid
 * order is paid for before the kitchen may start it; a pay-later comanda asks for the bill after its orders.
 */
function stepsOf(db: DbOrTrx, staff: Staff, spec: SeedInvoice, menu: MenuIndex, now: number): Step[] {
  const { shopId, actor } = staff;
  const opened = now - spec.minutesAgo * 60_000;
  const after = (minutes: number) => opened + minutes * 60_000;
  const prepay = DEMO_QR_CODES.find((qr) => qr.code === spec.qrcode)?.prepay === true;
  const comanda: Comanda = {};
  const invoiceId = () => comanda.invoiceId as number;
  const steps: Step[] = [];

  const settle = (bill: number) => {
    if (spec.status !== 'closing' && spec.status !== 'closed') return bill;
    const body = { paymentMethod: spec.paymentMethod as InvoicePaymentMethod, ...(spec.paidWith !== undefined ? { paidWith: spec.paidWith } : {}) };
    const online = { providerConfigured: true };
    steps.push({ at: after(bill), run: () => requestClosing(db, invoiceId(), { ...body, accessToken: comanda.accessToken as string }, online) });
    if (spec.status === 'closing') return bill;
    const paid = bill + (prepay ? STEPS.payPrepaid : STEPS.close);
    const { operatorMethod } = spec;
    if (operatorMethod !== undefined && operatorMethod !== null) {
      const method = operatorMethod as PaymentOperatorMethod;
      steps.push({ at: after(paid), run: async () => completePaymentByOperator(db, shopId, await waitingPaymentIdOf(db, invoiceId()), method, actor) });
    }
    steps.push({ at: after(paid) + 1000, run: () => closeInvoiceByStaff(db, shopId, invoiceId(), actor) });
    return paid + 1;
  };

  let last = 0;
  for (const [index, order] of spec.orders.entries()) {
    const placed = { orderId: 0 };
    steps.push({
      at: after(order.after),
      run: async () => {
        const key = `demo-${spec.qrcode}-${spec.minutesAgo}-${index}`;
        const { result } = await placeOrder(db, spec.qrcode, key, orderBodyOf(spec, order, menu, comanda), DEMO_LIMITS);
        Object.assign(comanda, { invoiceId: result.invoiceId, accessToken: result.accessToken });
        placed.orderId = result.orderId;
        // The demo's staff opened each order as it came in: none of them is waiting unanswered.
        await markOrderSeen(db, shopId, result.orderId);
      },
    });
    const moved = prepay && order.status !== 'canceled' ? settle(order.after + STEPS.payPrepaid) : order.after;
    const move = (minutes: number, action: OrderAction) => {
      last = Math.max(last, moved + minutes);
      steps.push({ at: after(moved + minutes), run: () => transitionOrder(db, shopId, placed.orderId, action, actor) });
    };
    if (order.status === 'canceled') move(STEPS.cancel, 'cancel');
    if (order.status === 'started' || order.status === 'completed') move(STEPS.start, 'start');
    if (order.status === 'completed') move(STEPS.complete, 'complete');
    last = Math.max(last, moved);
  }
  if (!prepay) settle(last + STEPS.askForBill);
  if (steps.some((step) => step.at > now)) throw new Error(`Demo comanda at ${spec.qrcode}, ${spec.minutesAgo} minutes ago, has a step in the future`);
  return steps;
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
  await seedQrCodes(db, shop.shopId, DEMO_QR_CODES);
  await createShopSettings(db, shop.providerId, shop.shopId, { menuType: 1 });
  const delivery = await createDeliverySettings(db, shop.shopId, DEMO_DELIVERY);
  if (typeof delivery === 'string') throw new Error(`Demo delivery settings refused: ${delivery}`);
  await bindPaymentMethods(db, shop.shopId);
  // Checked as the API checks it, so a demo key that stops being valid fails the seed, not a customer's scan.
  const pixProblems = pixReceiverProblemsOf(DEMO_PIX);
  if (pixProblems.length > 0) throw new Error(`Demo Pix key refused: ${pixProblems.map((problem) => problem.message).join(' ')}`);
  await savePixSettings(db, shop.shopId, pixReceiverOf(DEMO_PIX));
  for (const { name, role, pin } of DEMO_TEAM) await createMember(db, shop.shopId, { name, role }, await pinDigestOf(db, pin));
  // Everything in the order it happened, so codes grow with time as they do in real use.
  const staff = { shopId: shop.shopId, actor: await ownerActorOf(db, shop.userId) };
  const steps = DEMO_INVOICES.flatMap((invoice) => stepsOf(db, staff, invoice, menu, nowMs));
  steps.sort((a, b) => a.at - b.at);
  for (const step of steps) await atMoment(step.at, step.run);
}

/** Seeds the other provider's shop with a category and the QR code outro-mesa-1, so isolation can be tried by hand. */
export async function seedOtherShopOperations(db: DbOrTrx, shop: SeedShop): Promise<void> {
  if (await hasMenu(db, shop.shopId)) return;
  await seedMenu(db, shop.shopId, OTHER_SHOP_MENU);
  await seedQrCodes(db, shop.shopId, OTHER_SHOP_QR_CODES);
}
