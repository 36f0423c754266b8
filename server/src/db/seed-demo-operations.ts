import { randomBytes } from 'node:crypto';
import type { Address, InvoicePaymentMethod, InvoiceStatus, OrderStatus, OrderType } from '@contract/ordering';
import { changeOf, invoiceAmountsOf, linePriceOf } from '@server/domain/ordering-rules';
import { toCents } from '@server/repositories/ordering/money';
import { nextShopCode } from '@server/repositories/ordering/shop-codes';
import type { DbOrTrx } from './database';

/**
 * The demo shop's menu, QR codes, delivery, payment methods and a few days of invoices, so a fresh install has
 * something to look at. Fixed QR codes to try the customer API by hand:
 *   mesa-1, mesa-2, mesa-3  pay later (the customer may order many times and asks for the bill)
 *   balcao-pre              prepaid (one order per purchase, paid before it is prepared)
 *   outro-mesa-1            the other provider's shop (see seedOtherShopOperations), to see isolation
 */

export interface SeedShop {
  providerId: number;
  shopId: number;
}

interface SeedOption {
  name: string;
  description?: string;
  price: number;
  available?: boolean;
}

interface SeedOptionGroup {
  title: string;
  maxlength: number | null;
  required?: boolean;
  options: SeedOption[];
}

interface SeedItem {
  name: string;
  description: string;
  price: number;
  available?: boolean;
  portions?: { name: string; price: number; available?: boolean }[];
}

interface SeedCategory {
  title: string;
  items: SeedItem[];
  optionGroups: SeedOptionGroup[];
}

const DEMO_MENU: SeedCategory[] = [
  {
    title: 'Lanches',
    items: [
      {
        name: 'X-Burguer',
        description: 'Pão brioche, hambúrguer artesanal de 150 g, queijo prato, alface, tomate e molho da casa.',
        price: 24.9,
        portions: [
          { name: 'Simples', price: 24.9 },
          { name: 'Duplo', price: 32.9 },
        ],
      },
      { name: 'X-Salada', description: 'Hambúrguer, queijo, alface, tomate, cebola roxa e maionese.', price: 22.9 },
      { name: 'X-Bacon', description: 'Hambúrguer, queijo, bacon crocante e cebola caramelizada.', price: 27.9 },
      { name: 'Misto quente', description: 'Pão de forma na chapa com presunto e queijo.', price: 12 },
      {
        name: 'Coxinha de frango',
        description: 'Massa de batata recheada com frango desfiado e catupiry.',
        price: 7.5,
        portions: [
          { name: 'Unidade', price: 7.5 },
          { name: 'Porção com 6', price: 36 },
        ],
      },
      { name: 'Pastel de carne', description: 'Pastel de feira com carne moída temperada.', price: 9, available: false },
    ],
    optionGroups: [
      {
        title: 'Adicionais',
        maxlength: 3,
        options: [
          { name: 'Bacon', description: 'Fatias de bacon crocante.', price: 4 },
          { name: 'Ovo', price: 2.5 },
          { name: 'Cheddar', price: 3.5 },
          { name: 'Catupiry', price: 3.5, available: false },
        ],
      },
      {
        title: 'Molhos',
        maxlength: 2,
        options: [
          { name: 'Maionese verde', price: 0 },
          { name: 'Barbecue', price: 0 },
          { name: 'Mostarda e mel', price: 0 },
        ],
      },
    ],
  },
  {
    title: 'Bebidas',
    items: [
      { name: 'Coca-Cola lata', description: 'Lata de 350 ml, gelada.', price: 6.5 },
      { name: 'Guaraná Antarctica lata', description: 'Lata de 350 ml, gelada.', price: 6 },
      {
        name: 'Suco natural',
        description: 'Laranja, limão ou maracujá, feito na hora.',
        price: 8,
        portions: [
          { name: '300 ml', price: 8 },
          { name: '500 ml', price: 11 },
        ],
      },
      { name: 'Água mineral', description: 'Garrafa de 500 ml, com ou sem gás.', price: 4 },
      { name: 'Cerveja long neck', description: 'Garrafa de 355 ml.', price: 9.9 },
    ],
    optionGroups: [
      {
        title: 'Adicionais',
        maxlength: 2,
        options: [
          { name: 'Gelo e limão', price: 0 },
          { name: 'Copo com gelo', price: 0 },
        ],
      },
    ],
  },
  {
    title: 'Sobremesas',
    items: [
      { name: 'Pudim de leite', description: 'Pudim de leite condensado com calda de caramelo.', price: 9.5 },
      {
        name: 'Brigadeiro',
        description: 'Brigadeiro gourmet de chocolate belga.',
        price: 3.5,
        portions: [
          { name: 'Unidade', price: 3.5 },
          { name: 'Caixa com 4', price: 12 },
        ],
      },
      {
        name: 'Açaí na tigela',
        description: 'Açaí batido com banana.',
        price: 14,
        portions: [
          { name: '300 ml', price: 14 },
          { name: '500 ml', price: 19 },
        ],
      },
      { name: 'Petit gâteau', description: 'Bolinho de chocolate com sorvete de creme.', price: 18.9 },
    ],
    optionGroups: [
      {
        title: 'Adicionais',
        maxlength: 4,
        options: [
          { name: 'Leite condensado', price: 2 },
          { name: 'Granola', price: 2 },
          { name: 'Banana', price: 2.5 },
          { name: 'Sorvete de creme', price: 5 },
        ],
      },
    ],
  },
];

const DEMO_QR_CODES = [
  { code: 'mesa-1', locationName: 'Mesa 1', prepay: false },
  { code: 'mesa-2', locationName: 'Mesa 2', prepay: false },
  { code: 'mesa-3', locationName: 'Mesa 3', prepay: false },
  { code: 'balcao-pre', locationName: 'Balcão', prepay: true },
];

const DEMO_PAYMENT_METHODS = [
  { name: 'Dinheiro', isPublic: true },
  { name: 'Cartão de crédito', isPublic: true },
  { name: 'Pix', isPublic: false },
  { name: 'Online', isPublic: true },
];

const DELIVERY_FEE_CENTS = 700;

const flag = (value: boolean | undefined) => (value === false ? 0 : 1);

interface MenuIndex {
  items: Map<string, { id: number; priceCents: number; portions: Map<string, { id: number; priceCents: number }> }>;
  /** Options by category title and option name. */
  options: Map<string, { id: number; priceCents: number }>;
}

async function seedMenu(db: DbOrTrx, shopId: number, menu: SeedCategory[], now: string): Promise<MenuIndex> {
  const index: MenuIndex = { items: new Map(), options: new Map() };
  for (const [position, category] of menu.entries()) {
    const group = await db
      .insertInto('item_groups')
      .values({ location_id: shopId, title: category.title, image_id: null, active: 1, position: position + 1, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const item of category.items) {
      const row = await db
        .insertInto('items')
        .values({
          location_id: shopId,
          group_id: group.id,
          name: item.name,
          description: item.description,
          image_id: null,
          price_cents: toCents(item.price),
          available: flag(item.available),
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const portions = new Map<string, { id: number; priceCents: number }>();
      for (const portion of item.portions ?? []) {
        const portionRow = await db
          .insertInto('portions')
          .values({
            item_id: row.id,
            name: portion.name,
            price_cents: toCents(portion.price),
            available: flag(portion.available),
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        portions.set(portion.name, { id: portionRow.id, priceCents: toCents(portion.price) });
      }
      index.items.set(item.name, { id: row.id, priceCents: toCents(item.price), portions });
    }
    for (const [sequence, optionGroup] of category.optionGroups.entries()) {
      const groupRow = await db
        .insertInto('option_groups')
        .values({
          location_id: shopId,
          group_id: group.id,
          title: optionGroup.title,
          sequence: sequence + 1,
          maxlength: optionGroup.maxlength,
          required: optionGroup.required ? 1 : 0,
          active: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const option of optionGroup.options) {
        const optionRow = await db
          .insertInto('options')
          .values({
            option_group_id: groupRow.id,
            name: option.name,
            description: option.description ?? null,
            price_cents: toCents(option.price),
            available: flag(option.available),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        index.options.set(`${category.title}/${option.name}`, { id: optionRow.id, priceCents: toCents(option.price) });
      }
    }
  }
  return index;
}

async function seedQrCodes(db: DbOrTrx, shopId: number, codes: typeof DEMO_QR_CODES, now: string) {
  const ids = new Map<string, { id: number; locationName: string; prepay: boolean }>();
  for (const qr of codes) {
    const row = await db
      .insertInto('qrcodes')
      .values({
        location_id: shopId,
        code: qr.code,
        location_name: qr.locationName,
        prepay: qr.prepay ? 1 : 0,
        active: 1,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(qr.code, { id: row.id, locationName: qr.locationName, prepay: qr.prepay });
  }
  return ids;
}

async function bindPaymentMethods(db: DbOrTrx, shopId: number): Promise<void> {
  const catalogue = await db.selectFrom('payment_methods').select(['id', 'name']).execute();
  for (const method of DEMO_PAYMENT_METHODS) {
    const found = catalogue.find((entry) => entry.name === method.name);
    if (!found) continue;
    await db
      .insertInto('location_payment_methods')
      .values({ location_id: shopId, payment_method_id: found.id, is_public: method.isPublic ? 1 : 0 })
      .execute();
  }
}

interface SeedLine {
  item: string;
  category: string;
  quantity: number;
  portion?: string;
  options?: string[];
}

interface SeedOrder {
  type: OrderType;
  status: OrderStatus;
  /** Minutes after the invoice opened. */
  after: number;
  lines: SeedLine[];
}

interface SeedInvoice {
  qrcode: string;
  /** Minutes before now the invoice opened. */
  minutesAgo: number;
  customer: { name: string; mobile: string | null; email: string | null };
  status: InvoiceStatus;
  paymentMethod: InvoicePaymentMethod | null;
  paidWith?: number;
  /** 0 money, 1 credit, 2 debit; null when paid online. Only for completed payments. */
  operatorMethod?: number | null;
  address?: Address;
  orders: SeedOrder[];
}

const HOUR = 60;
const DAY = 24 * HOUR;

const DEMO_INVOICES: SeedInvoice[] = [
  {
    qrcode: 'mesa-1',
    minutesAgo: 45,
    customer: { name: 'Mariana Costa', mobile: '5511991234567', email: null },
    status: 'open',
    paymentMethod: null,
    orders: [
      {
        type: 0,
        status: 'started',
        after: 0,
        lines: [
          { category: 'Lanches', item: 'X-Burguer', quantity: 2, portion: 'Duplo', options: ['Bacon', 'Maionese verde'] },
          { category: 'Bebidas', item: 'Coca-Cola lata', quantity: 2 },
        ],
      },
      {
        type: 0,
        status: 'authorized',
        after: 38,
        lines: [{ category: 'Sobremesas', item: 'Pudim de leite', quantity: 1 }],
      },
    ],
  },
  {
    qrcode: 'mesa-2',
    minutesAgo: 80,
    customer: { name: 'Carlos Pereira', mobile: null, email: 'carlos.pereira@exemplo.com.br' },
    status: 'closing',
    paymentMethod: 'cash',
    paidWith: 100,
    orders: [
      {
        type: 0,
        status: 'completed',
        after: 0,
        lines: [
          { category: 'Lanches', item: 'X-Bacon', quantity: 1, options: ['Ovo'] },
          { category: 'Lanches', item: 'Coxinha de frango', quantity: 1, portion: 'Porção com 6' },
          { category: 'Bebidas', item: 'Cerveja long neck', quantity: 2 },
        ],
      },
    ],
  },
  {
    qrcode: 'balcao-pre',
    minutesAgo: 4,
    customer: { name: 'Juliana Alves', mobile: '5521998765432', email: null },
    status: 'open',
    paymentMethod: null,
    orders: [
      {
        type: 1,
        status: 'open',
        after: 0,
        lines: [
          { category: 'Sobremesas', item: 'Açaí na tigela', quantity: 1, portion: '500 ml', options: ['Granola', 'Banana'] },
        ],
      },
    ],
  },
  {
    qrcode: 'balcao-pre',
    minutesAgo: 25,
    customer: { name: 'Roberto Nunes', mobile: '5511970001122', email: 'roberto.nunes@exemplo.com.br' },
    status: 'closed',
    paymentMethod: 'online',
    operatorMethod: null,
    address: {
      street: 'Rua Augusta',
      number: '1500',
      complement: 'Apto 42',
      neighborhood: 'Consolação',
      city: 'São Paulo',
      district: 'SP',
      cep: '01304-001',
    },
    orders: [
      {
        type: 3,
        status: 'started',
        after: 0,
        lines: [
          { category: 'Lanches', item: 'X-Salada', quantity: 2, options: ['Cheddar'] },
          { category: 'Bebidas', item: 'Suco natural', quantity: 2, portion: '500 ml' },
        ],
      },
    ],
  },
  {
    qrcode: 'mesa-3',
    minutesAgo: DAY + 3 * HOUR,
    customer: { name: 'Fernanda Lima', mobile: '5511955554444', email: null },
    status: 'closed',
    paymentMethod: 'creditCard',
    operatorMethod: 1,
    orders: [
      {
        type: 0,
        status: 'completed',
        after: 0,
        lines: [
          { category: 'Lanches', item: 'X-Burguer', quantity: 1, portion: 'Simples', options: ['Barbecue'] },
          { category: 'Lanches', item: 'Misto quente', quantity: 1 },
          { category: 'Bebidas', item: 'Guaraná Antarctica lata', quantity: 2 },
        ],
      },
      { type: 0, status: 'canceled', after: 20, lines: [{ category: 'Sobremesas', item: 'Petit gâteau', quantity: 1 }] },
      {
        type: 0,
        status: 'completed',
        after: 35,
        lines: [{ category: 'Sobremesas', item: 'Brigadeiro', quantity: 1, portion: 'Caixa com 4' }],
      },
    ],
  },
  {
    qrcode: 'mesa-1',
    minutesAgo: 2 * DAY + 5 * HOUR,
    customer: { name: 'Paulo Henrique', mobile: null, email: null },
    status: 'closed',
    paymentMethod: 'debitCard',
    operatorMethod: 2,
    orders: [
      {
        type: 0,
        status: 'completed',
        after: 0,
        lines: [
          { category: 'Lanches', item: 'X-Bacon', quantity: 2 },
          { category: 'Bebidas', item: 'Água mineral', quantity: 2, options: ['Gelo e limão'] },
        ],
      },
    ],
  },
  {
    qrcode: 'balcao-pre',
    minutesAgo: 3 * DAY + 2 * HOUR,
    customer: { name: 'Aline Rocha', mobile: '5511944443333', email: null },
    status: 'canceled',
    paymentMethod: null,
    orders: [{ type: 2, status: 'canceled', after: 0, lines: [{ category: 'Lanches', item: 'X-Salada', quantity: 1 }] }],
  },
];

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
  const paymentStatus = spec.status === 'closed' ? 1 : spec.status === 'canceled' ? 2 : 0;
  if (qr.prepay || spec.status !== 'open') {
    const paymentCreatedAt = qr.prepay ? createdAt : (closingAt ?? createdAt);
    await db
      .insertInto('order_payments')
      .values({
        invoice_id: invoice.id,
        location_id: shopId,
        status: paymentStatus,
        amount_cents: totalCents,
        method: paymentStatus === 1 ? (spec.operatorMethod ?? null) : null,
        gateway: paymentStatus === 1 ? 0 : null,
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
  const now = new Date(nowMs).toISOString();
  const menu = await seedMenu(db, shop.shopId, DEMO_MENU, now);
  const qrcodes = await seedQrCodes(db, shop.shopId, DEMO_QR_CODES, now);
  await db.insertInto('shop_settings').values({ provider_id: shop.providerId, location_id: shop.shopId, menu_type: 1 }).execute();
  await db
    .insertInto('delivery_settings')
    .values({
      location_id: shop.shopId,
      phone: '5511987654321',
      slug: 'restaurante-demo',
      active: 1,
      fee_cents: DELIVERY_FEE_CENTS,
    })
    .execute();
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
  const now = new Date().toISOString();
  await seedMenu(
    db,
    shop.shopId,
    [
      {
        title: 'Pratos do dia',
        items: [{ name: 'Prato feito', description: 'Arroz, feijão, bife acebolado, salada e batata frita.', price: 22 }],
        optionGroups: [],
      },
    ],
    now,
  );
  await seedQrCodes(db, shop.shopId, [{ code: 'outro-mesa-1', locationName: 'Mesa 1', prepay: false }], now);
}
