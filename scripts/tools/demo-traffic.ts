/**
 * Places realistic customer orders through the public customer API only, as QR code customers would, so the back
 * office has live traffic to follow:
 *
 *   npm run demo:traffic -- --url http://localhost:8080 --rate 6 [--count N] [--qr mesa-1,mesa-2]
 *
 * --rate is orders per minute. Pay-later tables place one to three orders on the same invoice and then ask for the
 * bill; now and then a table also calls from the table ('Chamar garçom', 'Trazer talheres/guardanapos'); prepaid
 * customers sometimes pay online at once and otherwise wait for staff to confirm. Stops after --count orders or on
 * Ctrl+C.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import type {
  CustomerInvoice,
  MenuCategory,
  OnlinePaymentStarted,
  PlaceOrderBody,
  PlaceOrderItem,
  PlaceOrderResult,
  PublicMenu,
  RequestClosingBody,
} from '@contract/customer';
import type { Address, InvoicePaymentMethod, OrderType } from '@contract/ordering';
import type { CustomerCall, PlaceCallBody, TableCallReason } from '@contract/calls';
import { tableCallReasonLabels } from '@contract/labels';
import { PAYMENT_METHODS, paymentMethodLabels } from '@contract/payment-methods';

interface Options {
  url: string;
  rate: number;
  count: number | null;
  qrcodes: string[];
}

const DEFAULT_QR_CODES = ['mesa-1', 'mesa-2', 'mesa-3', 'balcao-pre'];

function usage(problem: string): never {
  console.error(`${problem}\nUsage: npm run demo:traffic -- --url http://localhost:8080 --rate 6 [--count N] [--qr mesa-1,mesa-2]`);
  process.exit(2);
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: 'http://localhost:8080' },
      rate: { type: 'string', default: '6' },
      count: { type: 'string' },
      qr: { type: 'string' },
    },
  });
  const rate = Number(values.rate);
  if (!(rate > 0 && rate <= 600)) usage(`--rate must be a number of orders per minute between 0 and 600, got "${values.rate}".`);
  const count = values.count === undefined ? null : Number(values.count);
  if (count !== null && !(Number.isInteger(count) && count > 0)) usage(`--count must be a whole number above 0, got "${values.count}".`);
  const qrcodes = values.qr ? values.qr.split(',').map((code) => code.trim()).filter(Boolean) : DEFAULT_QR_CODES;
  if (qrcodes.length === 0) usage('--qr needs at least one QR code.');
  return { url: (values.url ?? '').replace(/\/+$/, ''), rate, count, qrcodes };
}

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)];
const chance = (probability: number) => Math.random() < probability;
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

const FIRST_NAMES = ['Ana', 'Bruno', 'Camila', 'Diego', 'Eduarda', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João', 'Larissa', 'Marcos', 'Natália', 'Otávio', 'Patrícia', 'Rafael', 'Sofia', 'Thiago', 'Vitória'];
const LAST_NAMES = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa', 'Ribeiro', 'Martins', 'Carvalho'];
const STREETS = ['Rua Augusta', 'Avenida Paulista', 'Rua da Consolação', 'Rua Oscar Freire', 'Alameda Santos', 'Rua Haddock Lobo'];
const NEIGHBORHOODS = ['Consolação', 'Bela Vista', 'Jardins', 'Cerqueira César', 'Pinheiros'];

function newCustomer(): PlaceOrderBody['customer'] {
  const name = `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
  return chance(0.7) ? { name, mobile: `55119${String(randomInt(10_000_000, 99_999_999))}` } : { name };
}

function newAddress(): Address {
  return {
    street: pick(STREETS),
    number: String(randomInt(10, 3000)),
    complement: chance(0.5) ? `Apto ${randomInt(11, 200)}` : null,
    neighborhood: pick(NEIGHBORHOODS),
    city: 'São Paulo',
    district: 'SP',
    cep: `0${randomInt(1000, 5999)}-${String(randomInt(0, 999)).padStart(3, '0')}`,
  };
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(base: string, path: string, init?: { body: unknown; headers?: Record<string, string> }): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: init ? 'POST' : 'GET',
    headers: init ? { 'content-type': 'application/json', ...init.headers } : undefined,
    body: init ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  const body = text ? JSON.parse(text) : null;
  if (!response.ok) throw new ApiError(response.status, body?.message ?? `HTTP ${response.status}`);
  return body as T;
}

/** One to three lines from the menu, with portions and options picked as a person would, of what is not sold out. */
function chooseItems(menu: PublicMenu): { items: PlaceOrderItem[]; description: string[]; expectedCents: number } {
  const items: PlaceOrderItem[] = [];
  const description: string[] = [];
  let expectedCents = 0;
  const categories = menu.categories.filter((category) => category.items.some((item) => item.available));
  for (let lines = randomInt(1, 4); lines > 0; lines -= 1) {
    const category: MenuCategory = pick(categories);
    const item = pick(category.items.filter((entry) => entry.available));
    const quantity = chance(0.75) ? 1 : randomInt(2, 4);
    const portions = item.portions.filter((entry) => entry.available);
    const portion = portions.length > 0 ? pick(portions) : undefined;
    const optionIds: number[] = [];
    const optionNames: string[] = [];
    let unit = portion?.price ?? item.price;
    for (const group of category.optionGroups) {
      const options = group.options.filter((option) => option.available);
      if (options.length === 0 || (!group.required && !chance(0.35))) continue;
      const howMany = Math.min(group.maxLength ?? 2, options.length, randomInt(1, 3));
      for (const option of [...options].sort(() => Math.random() - 0.5).slice(0, howMany)) {
        optionIds.push(option.id);
        optionNames.push(option.name);
        unit += option.price;
      }
    }
    expectedCents += Math.round(unit * 100) * quantity;
    items.push({ itemId: item.id, quantity, ...(portion ? { portionId: portion.id } : {}), ...(optionIds.length ? { optionIds } : {}) });
    description.push(
      `${quantity}x ${item.name}${portion ? ` (${portion.name})` : ''}${optionNames.map((name) => ` +${name}`).join('')}`,
    );
  }
  return { items, description, expectedCents };
}

/** A pay-later table's current customer: orders join their invoice until they ask for the bill. */
interface TableSession {
  invoiceId: number;
  accessToken: string;
  customer: PlaceOrderBody['customer'];
  ordersLeft: number;
  /** What the customer expects to owe, from the menu prices they saw. */
  expectedCents: number;
}

/** Whether the shop takes online payments: its public methods include the online one. */
const offersOnline = (menu: PublicMenu) => menu.paymentMethods.some((method) => method.id === PAYMENT_METHODS.online.catalogueId);

/** Places an order, retrying once with the same key on a network failure: the server will not create it twice. */
async function placeOrder(base: string, code: string, body: PlaceOrderBody): Promise<PlaceOrderResult> {
  const request = { body, headers: { 'idempotency-key': randomUUID() } };
  try {
    return await call<PlaceOrderResult>(base, `/public/qrcodes/${encodeURIComponent(code)}/orders`, request);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    return call<PlaceOrderResult>(base, `/public/qrcodes/${encodeURIComponent(code)}/orders`, request);
  }
}

/** Asks for the bill; paying cash, the customer hands over the next round note above what they expect to owe. */
async function askForTheBill(base: string, session: TableSession, offersOnline: boolean): Promise<string> {
  const { invoiceId, accessToken } = session;
  const method: InvoicePaymentMethod = pick(offersOnline ? (['cash', 'creditCard', 'debitCard', 'online'] as const) : (['cash', 'creditCard', 'debitCard'] as const));
  const expected = session.expectedCents / 100;
  const paidWith = method === 'cash' && chance(0.7) ? Math.ceil((expected + 0.01) / 50) * 50 : undefined;
  const body: RequestClosingBody = { accessToken, paymentMethod: method, ...(paidWith === undefined ? {} : { paidWith }) };
  const asked = await call<CustomerInvoice>(base, `/public/invoices/${invoiceId}/closing`, { body });
  if (method === 'online') {
    await call<OnlinePaymentStarted>(base, `/public/invoices/${invoiceId}/online-payment`, { body: { accessToken } });
    return `conta paga online (${brl.format(asked.total)}), aguardando a confirmação do provedor`;
  }
  const change = asked.change === null ? '' : `, troco de ${brl.format(asked.change)} para ${brl.format(paidWith ?? 0)}`;
  return `pediu a conta: ${paymentMethodLabels[method]} (${brl.format(asked.total)}${change})`;
}

/** Starts the online payment; the provider's confirmation, not this call, sends the order to the kitchen. */
async function payPrepaidOnline(base: string, invoiceId: number, accessToken: string): Promise<string> {
  const started = await call<OnlinePaymentStarted>(base, `/public/invoices/${invoiceId}/online-payment`, { body: { accessToken } });
  return `pago online (${brl.format(started.invoice.total)}), aguardando a confirmação do provedor`;
}

/** How often a pay-later table also calls staff after an order. */
const CALL_CHANCE = 0.3;

/**
 * A call from the table, as its QR page sends it. The shop turning it away (paused, or too many calls) or the same
 * call still waiting is said in the line, never a failure of the run.
 */
async function callFromTable(base: string, code: string): Promise<string> {
  const reason: TableCallReason = chance(0.7) ? 'waiter' : 'cutlery';
  const body: PlaceCallBody = { reason };
  try {
    const made = await call<CustomerCall>(base, `/public/qrcodes/${encodeURIComponent(code)}/calls`, { body });
    return `; ${tableCallReasonLabels[reason]} (chamado #${made.id}${made.status === 'open' ? '' : ', alguém já vem'})`;
  } catch (err) {
    if (err instanceof ApiError) return `; ${tableCallReasonLabels[reason]} recusado: ${err.message}`;
    throw err;
  }
}

async function placeOne(base: string, code: string, tables: Map<string, TableSession>): Promise<string> {
  const menu = await call<PublicMenu>(base, `/public/qrcodes/${encodeURIComponent(code)}/menu`);
  if (!menu.categories.some((category) => category.items.length > 0)) throw new Error('o cardápio não tem produtos disponíveis');
  const { items, description, expectedCents } = chooseItems(menu);
  const time = new Date().toLocaleTimeString('pt-BR');

  if (menu.qrcode.prepay) {
    const type: OrderType = menu.delivery.active && chance(0.3) ? 3 : pick([1, 2] as const);
    const body: PlaceOrderBody = { type, customer: newCustomer(), items, ...(type === 3 ? { address: newAddress() } : {}) };
    const result = await placeOrder(base, code, body);
    const payment = offersOnline(menu) && chance(0.5) ? await payPrepaidOnline(base, result.invoiceId, result.accessToken) : 'aguardando pagamento';
    const kind = type === 3 ? 'delivery' : type === 2 ? 'retirada' : 'para levar';
    return `${time} ${code.padEnd(12)} pedido #${result.orderCode} (compra #${result.invoiceCode}, ${kind}) ${description.join(', ')} — ${payment}`;
  }

  let session = tables.get(code);
  const joining = session !== undefined;
  const customer = session?.customer ?? newCustomer();
  const body: PlaceOrderBody = {
    type: chance(0.9) ? 0 : 1,
    customer,
    items,
    ...(session ? { invoiceId: session.invoiceId, accessToken: session.accessToken } : {}),
  };
  let result: PlaceOrderResult;
  try {
    result = await placeOrder(base, code, body);
  } catch (err) {
    // Staff may have closed the invoice meanwhile: the next customer starts a new one.
    tables.delete(code);
    throw err;
  }
  session = session ?? { invoiceId: result.invoiceId, accessToken: result.accessToken, customer, ordersLeft: randomInt(1, 4), expectedCents: 0 };
  session.ordersLeft -= 1;
  session.expectedCents += expectedCents;
  let after = joining ? 'mais um pedido na comanda' : 'nova comanda';
  if (session.ordersLeft <= 0) {
    tables.delete(code);
    after = await askForTheBill(base, session, offersOnline(menu));
  } else {
    tables.set(code, session);
  }
  if (chance(CALL_CHANCE)) after += await callFromTable(base, code);
  return `${time} ${code.padEnd(12)} pedido #${result.orderCode} (comanda #${result.invoiceCode}, ${customer.name}) ${description.join(', ')} — ${after}`;
}

async function main(): Promise<void> {
  const options = readOptions();
  try {
    await call<PublicMenu>(options.url, `/public/qrcodes/${encodeURIComponent(options.qrcodes[0])}/menu`);
  } catch (err) {
    console.error(`Não foi possível ler o cardápio de ${options.qrcodes[0]} em ${options.url}: ${(err as Error).message}`);
    process.exit(1);
  }
  console.log(
    `Enviando ~${options.rate} pedido(s) por minuto para ${options.url} (${options.qrcodes.join(', ')})` +
      `${options.count === null ? '; Ctrl+C para parar' : `; ${options.count} no total`}.`,
  );

  const tables = new Map<string, TableSession>();
  let placedCount = 0;
  let failures = 0;
  let refused = 0;
  let stopping = false;
  let wake: (() => void) | null = null;
  process.on('SIGINT', () => {
    stopping = true;
    wake?.();
  });

  const interval = 60_000 / options.rate;
  while (!stopping && (options.count === null || placedCount + failures + refused < options.count)) {
    const code = pick(options.qrcodes);
    try {
      console.log(await placeOne(options.url, code, tables));
      placedCount += 1;
    } catch (err) {
      // The shop answering as designed is not a failure of the run: too many orders a minute (429), or new orders
      // paused by its staff (423, 'Pausar pedidos').
      const turnedAway = err instanceof ApiError && (err.status === 429 || err.status === 423);
      if (turnedAway) refused += 1;
      else failures += 1;
      console.log(`${new Date().toLocaleTimeString('pt-BR')} ${code.padEnd(12)} ${turnedAway ? 'recusado' : 'falhou'}: ${(err as Error).message}`);
    }
    if (options.count !== null && placedCount + failures + refused >= options.count) break;
    // Jitter, so the orders do not arrive like a metronome.
    const delay = interval * (0.7 + Math.random() * 0.6);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, delay);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
  console.log(`Fim: ${placedCount} pedido(s) enviados, ${refused} recusado(s) pelo estabelecimento (limites ou pedidos pausados), ${failures} falha(s).`);
  process.exit(failures > 0 && placedCount === 0 ? 1 : 0);
}

void main();
