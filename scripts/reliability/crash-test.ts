/**
 * Kills the real server with SIGKILL while it takes writes, restarts it on the same data folder, and checks that
 * nothing it acknowledged was lost:
 *
 *   npm run test:crash [-- --rounds 20]
 *
 * Writers run side by side: customers place orders and ask for the bill (public API), staff start, complete,
 * cancel and close (token 2), and the menu is edited. After the last round every write answered 2xx must be in the
 * database, SQLite's integrity check must pass and every invoice total must equal what its orders add up to.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import type { PlaceOrderBody, PlaceOrderResult } from '@contract/customer';
import type { OrderStatus } from '@contract/ordering';
import { removeDataDir, startServer, type RunningServer } from '../../e2e/support/server';
import { SQLITE_FILE_NAME } from '@server/app';
import { chargedBasisPointsOf, invoiceAmountsOf } from '@server/domain/invoice-rules';
import { simpleOrderBody, staffSession, type StaffSession } from '../bench/api-client';

const CUSTOMERS = 4;
const MENU_EDITORS = 1;
// Each round lets the writers run for a random time in this range before the kill.
const MIN_RUN_MS = 700;
const MAX_RUN_MS = 2500;

/** A write that may or may not have committed: the server died before answering. */
class Unanswered extends Error {}

/** What the database must show for one record: the last acknowledged value, or the one in flight at the kill. */
interface Expectation {
  kind: 'order' | 'invoice' | 'itemGroup';
  id: number;
  acknowledged: string;
  inFlight?: string;
}

interface Ledger {
  acknowledged: number;
  expectations: Expectation[];
}

interface Context {
  url: string;
  staff: StaffSession;
  order: PlaceOrderBody;
  ledger: Ledger;
  stopped: () => boolean;
}

async function send(url: string, init: RequestInit & { token?: string; json?: unknown; key?: string }): Promise<Response> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  if (init.key) headers['idempotency-key'] = init.key;
  let response: Response;
  try {
    response = await fetch(url, { method: init.method, headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
  } catch {
    throw new Unanswered();
  }
  // A reset in the middle of the body is no answer either.
  const text = await response.text().catch(() => {
    throw new Unanswered();
  });
  if (!response.ok) throw new Error(`${init.method} ${url} answered ${response.status}: ${text}`);
  return new Response(text || null, { status: response.status });
}

/** Runs one write; on an answer the expectation moves on, on none it records what may have landed. */
async function write(ledger: Ledger, expectation: Expectation, next: string, call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (err) {
    if (err instanceof Unanswered) expectation.inFlight = next;
    throw err;
  }
  expectation.acknowledged = next;
  ledger.acknowledged += 1;
}

/** A customer orders, staff start it, then complete it and close the bill, or cancel it; again until the kill. */
async function customer(context: Context): Promise<void> {
  const { url, staff, ledger } = context;
  const shop = `${url}${staff.shopPath}`;
  while (!context.stopped()) {
    let placed: PlaceOrderResult;
    try {
      const response = await send(`${url}/public/qrcodes/mesa-1/orders`, { method: 'POST', json: context.order, key: randomUUID() });
      placed = (await response.json()) as PlaceOrderResult;
    } catch (err) {
      if (err instanceof Unanswered) return;
      throw err;
    }
    ledger.acknowledged += 1;
    const order: Expectation = { kind: 'order', id: placed.orderId, acknowledged: 'authorized' satisfies OrderStatus };
    const invoice: Expectation = { kind: 'invoice', id: placed.invoiceId, acknowledged: 'open' };
    ledger.expectations.push(order, invoice);
    const put = (target: string) => () => send(`${shop}/${target}`, { method: 'PUT', token: staff.token });

    await write(ledger, order, 'started', put(`orders/${order.id}/started`));
    if (randomInt(4) === 0) {
      // The comanda holds this order alone, so the server cancels it with the order, in the same transaction.
      invoice.inFlight = 'canceled';
      await write(ledger, order, 'canceled', put(`orders/${order.id}/canceled`));
      invoice.acknowledged = 'canceled';
      continue;
    }
    await write(ledger, order, 'completed', put(`orders/${order.id}/completed`));
    await write(ledger, invoice, 'closing', () =>
      send(`${url}/public/invoices/${invoice.id}/closing`, {
        method: 'POST',
        json: { accessToken: placed.accessToken, paymentMethod: 'online' },
      }),
    );
    await write(ledger, invoice, 'closed', put(`invoices/${invoice.id}/closed`));
  }
}

/** Staff create a category and rename it; again until the kill. */
async function menuEditor(context: Context): Promise<void> {
  const { url, staff, ledger } = context;
  const groups = `${url}/menu/accounts/${staff.accountId}/shops/${staff.shopId}/item-groups`;
  while (!context.stopped()) {
    const title = `Crash ${randomUUID().slice(0, 8)}`;
    let id: number;
    try {
      const response = await send(groups, { method: 'POST', token: staff.token, json: { title, active: true } });
      id = ((await response.json()) as { id: number }).id;
    } catch (err) {
      if (err instanceof Unanswered) return;
      throw err;
    }
    ledger.acknowledged += 1;
    const group: Expectation = { kind: 'itemGroup', id, acknowledged: title };
    ledger.expectations.push(group);
    await write(ledger, group, `${title} renomeada`, () =>
      send(`${groups}/${id}`, { method: 'PUT', token: staff.token, json: { title: `${title} renomeada`, active: true } }),
    );
  }
}

/** Swallows the expected end of a writer (the kill) and keeps real failures. */
const untilKilled = (work: Promise<void>) => work.catch((err: unknown) => (err instanceof Unanswered ? undefined : Promise.reject(err)));

async function round(server: RunningServer, staff: StaffSession, order: PlaceOrderBody, ledger: Ledger): Promise<void> {
  let stopped = false;
  const context: Context = { url: server.url, staff, order, ledger, stopped: () => stopped };
  const writers = [
    ...Array.from({ length: CUSTOMERS }, () => untilKilled(customer(context))),
    ...Array.from({ length: MENU_EDITORS }, () => untilKilled(menuEditor(context))),
  ];
  await new Promise((resolve) => setTimeout(resolve, MIN_RUN_MS + randomInt(MAX_RUN_MS - MIN_RUN_MS)));
  await server.stop('SIGKILL');
  stopped = true;
  await Promise.all(writers);
}

const TABLE_OF = { order: 'orders', invoice: 'invoices', itemGroup: 'item_groups' } as const;

/** Every failure found in the database the rounds left behind; empty when all is well. */
function verify(file: string, ledger: Ledger): { failures: string[]; verified: number } {
  const db = new SqliteDatabase(file, { readonly: true });
  const failures: string[] = [];
  let verified = 0;
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') failures.push(`integrity_check: ${String(integrity)}`);

    for (const expectation of ledger.expectations) {
      const column = expectation.kind === 'itemGroup' ? 'title' : 'status';
      const row = db.prepare(`select ${column} as value from ${TABLE_OF[expectation.kind]} where id = ?`).get(expectation.id) as
        | { value: string }
        | undefined;
      const allowed = [expectation.acknowledged, expectation.inFlight].filter(Boolean);
      if (!row) failures.push(`${expectation.kind} ${expectation.id} is missing`);
      else if (!allowed.includes(row.value)) {
        failures.push(`${expectation.kind} ${expectation.id} is "${row.value}", expected ${allowed.map((v) => `"${v}"`).join(' or ')}`);
      } else verified += 1;
    }

    const orders = db
      .prepare('select invoice_id as invoiceId, type, status, total_cents as totalCents, delivery_fee_cents as deliveryFeeCents from orders')
      .all() as { invoiceId: number; type: number; status: OrderStatus; totalCents: number; deliveryFeeCents: number }[];
    const byInvoice = new Map<number, typeof orders>();
    for (const order of orders) byInvoice.set(order.invoiceId, [...(byInvoice.get(order.invoiceId) ?? []), order]);
    const invoices = db
      .prepare('select id, total_cents as totalCents, service_charge_basis_points, service_charge_removed_at from invoices')
      .all() as { id: number; totalCents: number; service_charge_basis_points: number | null; service_charge_removed_at: string | null }[];
    for (const invoice of invoices) {
      const { totalCents } = invoiceAmountsOf(byInvoice.get(invoice.id) ?? [], chargedBasisPointsOf(invoice));
      if (totalCents !== invoice.totalCents) failures.push(`invoice ${invoice.id} totals ${invoice.totalCents}, its orders ${totalCents}`);
    }
  } finally {
    db.close();
  }
  return { failures, verified };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { rounds: { type: 'string', default: '20' } } });
  const rounds = Number(values.rounds);
  if (!(Number.isInteger(rounds) && rounds > 0)) throw new Error(`--rounds must be a whole number above 0, got "${values.rounds}"`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'back-office-crash-'));
  const started = Date.now();
  const ledger: Ledger = { acknowledged: 0, expectations: [] };
  const env = { LOG_LEVEL: 'error' };
  let server = await startServer({ dataDir, env });
  process.once('exit', () => server.process.kill('SIGKILL'));
  try {
    // Tokens outlive restarts: the signing secret is kept in the database.
    const staff = await staffSession(server.url);
    const order = await simpleOrderBody(server.url, 'mesa-1');
    for (let index = 1; index <= rounds; index += 1) {
      if (index > 1) server = await startServer({ dataDir, env });
      await round(server, staff, order, ledger);
      console.log(`round ${index}/${rounds}: ${ledger.acknowledged} writes acknowledged so far`);
    }
    const { failures, verified } = verify(path.join(dataDir, SQLITE_FILE_NAME), ledger);
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(
      `Crash test: ${rounds} rounds killed with SIGKILL, ${ledger.acknowledged} acknowledged writes, ` +
        `${verified} of ${ledger.expectations.length} records verified, ${failures.length} failures, ${seconds} s`,
    );
    for (const failure of failures) console.error(`  ${failure}`);
    if (failures.length > 0 || verified !== ledger.expectations.length) process.exitCode = 1;
  } finally {
    await server.stop('SIGKILL');
    removeDataDir(dataDir);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
