/**
 * The chaos run that `npm run soak:chaos` and e2e/chaos.spec.ts share: Pedidos open in Chromium at 1024 × 768 with a
 * fake USB printer paired and automatic printing on, customer orders placed at a steady pace, and at seeded random
 * moments the browser offline, the server killed and restarted on the same data and port, every request to the
 * server aborted, the page reloaded, and Iniciar tapped on a tile while offline. Whatever the device shows, alerts,
 * prints and sends is recorded from outside the app, and the run ends with the counts that must all be equal.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { fakeUsbPrinter, type PrintedJob } from '../../e2e/support/fakePrinter';
import { currentPage } from '../../e2e/support/screens';
import { serverCutOff } from '../../e2e/support/serverCutOff';
import { startServer, type RunningServer } from '../../e2e/support/server';
import { UNSEEN_STORAGE_KEY } from '@/ordering/alerts/slice';
import { placeOrder, simpleOrderBody, staffSession, type StaffSession } from '../bench/api-client';
import { signIn, stampChimes, stampFirstAppearances } from '../bench/browser';

export type ChaosKind = 'offline' | 'kill' | 'abort' | 'reload' | 'offlineStart';

export interface ChaosPlan {
  /** How long orders keep coming. */
  durationMs: number;
  /** The pause between two orders, drawn in this range (ms). */
  everyMs: readonly [number, number];
  /** The browser offline for a time drawn in this range (s). */
  offlineS: readonly [number, number];
  /** Every request to the server aborted for a time drawn in this range (s). */
  abortS: readonly [number, number];
  /**
   * The events, in the order the seed shuffles them, spread over the run: a list of kinds (each taken once), or a
   * count of events: every kind once, the rest of the kinds the seed draws.
   */
  events: readonly ChaosKind[] | number;
  seed: number;
  /** After the last order, how long the device has to catch up before what is missing counts as lost. */
  settleMs: number;
}

export interface ChaosReport {
  seed: number;
  events: string[];
  placed: number;
  shown: number;
  alerted: number;
  printed: number;
  actionsQueued: number;
  actionsApplied: number;
  /** Orders printed more than once, alerted more than once, actions sent more than once. */
  duplicates: string[];
  /** Orders placed and not shown, alerted or printed; actions queued and not applied. */
  lost: string[];
  /** Errors the page threw and nothing caught: one unmounted the app once, leaving a white screen that chimed. */
  pageErrors: string[];
}

/** A small seeded generator (mulberry32): the same seed gives the same run of events. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const KINDS: readonly ChaosKind[] = ['offline', 'kill', 'abort', 'reload', 'offlineStart'];
const QR_CODES = ['mesa-1', 'mesa-2', 'mesa-3'];
// A chime that belongs to an order starts within the repeat interval (10 s) and a little of its joining the unseen set.
const CHIME_WINDOW_MS = 15_000;
// What the connection indicator says offline (its component, with its stylesheet, does not load in Node).
const OFFLINE_TEXT = 'Sem conexão com a internet';

interface Placed {
  orderId: number;
  orderCode: string;
  /** Left waiting for the device's own Iniciar, which the kitchen does not take. */
  reserved: boolean;
  startedByKitchen: boolean;
}

/** The server on its port and data folder, which the run kills and starts again. */
class ChaosServer {
  private constructor(
    private server: RunningServer,
    private readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  static async start(port: number, dataDir: string, env: Record<string, string>): Promise<ChaosServer> {
    return new ChaosServer(await startServer({ port, dataDir, env }), port, env);
  }

  get url() {
    return this.server.url;
  }

  async killAndRestart(): Promise<void> {
    await this.server.stop('SIGKILL');
    this.server = await startServer({ port: this.port, dataDir: this.server.dataDir, env: this.env });
  }

  stop() {
    return this.server.stop();
  }
}

/** What the device does, recorded outside the app so that a reload loses none of it. */
class DeviceRecord {
  readonly shownAt = new Map<number, number>();
  readonly chimes: number[] = [];
  /** Each order's entries into the unseen set (the alert), on the wall clock. */
  readonly unseenEntries = new Map<number, number[]>();
  private unseen = new Set<number>();
  /** The idempotency keys of the start commands the page sent, by order. */
  readonly startKeys = new Map<number, Set<string>>();
  readonly pageErrors: string[] = [];

  async watch(context: BrowserContext, page: Page): Promise<void> {
    await stampChimes(page);
    await stampFirstAppearances(page, 'order-');
    await context.exposeBinding('chaosUnseenWritten', (_source, ids: number[]) => this.unseenWritten(ids));
    // No named functions inside: tsx would wrap them in a helper that does not exist in the page.
    await context.addInitScript((key) => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, name: string, value: string) {
        if (this === window.localStorage && name === key) {
          void (window as unknown as { chaosUnseenWritten: (ids: unknown) => Promise<void> }).chaosUnseenWritten(JSON.parse(value));
        }
        return setItem.call(this, name, value);
      };
    }, UNSEEN_STORAGE_KEY);
    page.on('pageerror', (error) => this.pageErrors.push(`${new Date().toISOString()} ${error.name}: ${error.message}`));
    page.on('request', (request) => {
      const started = /\/orders\/(\d+)\/started$/.exec(new URL(request.url()).pathname);
      if (request.method() !== 'PUT' || !started) return;
      const keys = this.startKeys.get(Number(started[1])) ?? new Set<string>();
      keys.add(request.headers()['idempotency-key'] ?? 'none');
      this.startKeys.set(Number(started[1]), keys);
    });
  }

  private unseenWritten(ids: number[]) {
    const now = Date.now();
    const next = new Set(ids);
    for (const id of next) {
      if (!this.unseen.has(id)) this.unseenEntries.set(id, [...(this.unseenEntries.get(id) ?? []), now]);
    }
    this.unseen = next;
  }

  /** Moves what the page stamped (chimes, first appearances) here; call before a reload and now and then. */
  async harvest(page: Page): Promise<void> {
    const stamped = await page
      .evaluate(() => {
        // The observer keeps its own object: read it whole each time (this side keeps the first stamp).
        const chimes = window.chimesAt?.splice(0) ?? [];
        return { chimes, seen: { ...window.firstSeenAt } };
      })
      .catch(() => ({ chimes: [] as number[], seen: {} as Record<string, number> }));
    this.chimes.push(...stamped.chimes);
    for (const [testId, at] of Object.entries(stamped.seen)) {
      const id = /^order-(\d+)$/.exec(testId);
      if (id && !this.shownAt.has(Number(id[1]))) this.shownAt.set(Number(id[1]), at);
    }
  }

  /** Joined the unseen set and a chime started then (or within one repeat of it). */
  alerted(orderId: number): boolean {
    const entered = this.unseenEntries.get(orderId)?.[0];
    return entered !== undefined && this.chimes.some((at) => at >= entered - 50 && at <= entered + CHIME_WINDOW_MS);
  }
}

/** Ticket codes the printer received, with how many times each. */
function printedCodes(jobs: readonly PrintedJob[]): Map<string, number> {
  const codes = new Map<string, number>();
  for (const job of jobs) {
    for (const match of Buffer.from(job.bytes).toString('latin1').matchAll(/Pedido #(\w+)/g)) {
      codes.set(match[1], (codes.get(match[1]) ?? 0) + 1);
    }
  }
  return codes;
}

const between = (random: () => number, [low, high]: readonly [number, number]) => low + random() * (high - low);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Pedidos at 1024 × 768, signed in, with the fake printer paired and automatic printing on. */
async function counterWithPrinter(browser: Browser, baseURL: string, record: DeviceRecord) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1024, height: 768 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    serviceWorkers: 'block',
  });
  // Run by tsx (npm run soak:chaos), the page's init scripts come with calls to esbuild's __name for their named
  // functions (the fake printer's): the page gets a __name that does nothing. As a plain string, this one is left as is.
  await context.addInitScript('globalThis.__name ??= (target) => target;');
  const printer = await fakeUsbPrinter(context);
  const link = await serverCutOff(context);
  const page = await context.newPage();
  await record.watch(context, page);
  await signIn(page);
  await page.goto('/more/settings');
  const settings = currentPage(page);
  await settings.getByRole('button', { name: 'Conectar impressora USB' }).click();
  await settings.getByTestId('printer-link').filter({ hasText: 'Conectada' }).waitFor();
  const autoPrint = settings.locator('ion-toggle').filter({ hasText: 'Imprimir pedidos novos automaticamente' });
  await autoPrint.click();
  await page.waitForFunction((toggle) => (toggle as { checked?: boolean } | null)?.checked === true, await autoPrint.elementHandle());
  await page.locator('ion-tab-button[tab="orders"]').click();
  await currentPage(page).locator('ion-item.order-tile').first().waitFor();
  return { context, page, printer, link };
}

/** Spreads the events over the run, at least `gapMs` apart, in the order and at the moments the seed draws. */
function schedule(plan: ChaosPlan, random: () => number) {
  const drawn =
    typeof plan.events === 'number'
      ? [...KINDS, ...Array.from({ length: Math.max(0, plan.events - KINDS.length) }, () => KINDS[Math.floor(random() * KINDS.length)])]
      : [...plan.events];
  // Fisher–Yates, on the seeded generator.
  const kinds = [...drawn];
  for (let index = kinds.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [kinds[index], kinds[other]] = [kinds[other], kinds[index]];
  }
  // The first orders arrive undisturbed, and the last event ends well before the orders stop.
  const slot = (plan.durationMs * 0.8) / Math.max(1, kinds.length);
  return kinds.map((kind, index) => ({
    kind,
    atMs: plan.durationMs * 0.1 + slot * index + random() * slot * 0.5,
    seconds: kind === 'offline' || kind === 'offlineStart' ? between(random, plan.offlineS) : between(random, plan.abortS),
  }));
}

/**
 * Runs the plan against a server of its own on `port` and `dataDir` (started here, with TOKEN_TTL_SECONDS and any
 * other `env`), logging each event, and returns the counts. The server is stopped and the browser context closed at
 * the end; the data folder is the caller's.
 */
export async function runChaos(
  browser: Browser,
  { port, dataDir, env }: { port: number; dataDir: string; env: Record<string, string> },
  plan: ChaosPlan,
  log: (line: string) => void = console.log,
): Promise<ChaosReport> {
  const random = seededRandom(plan.seed);
  const events = schedule(plan, random);
  const server = await ChaosServer.start(port, dataDir, env);
  const record = new DeviceRecord();
  const done: string[] = [];
  const placed: Placed[] = [];
  // A run that cannot even open the device must not leave its server running.
  const { context, page, printer, link } = await counterWithPrinter(browser, server.url, record).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  // Orders wait while the server is being killed and started again: a customer's retry is not what is measured.
  let serverBack: Promise<void> = Promise.resolve();
  let reserveNext = false;
  let kitchen: { session: StaffSession; at: number } | undefined;
  const kitchenSession = async () => {
    if (!kitchen || Date.now() - kitchen.at > 20_000) kitchen = { session: await staffSession(server.url), at: Date.now() };
    return kitchen.session;
  };
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

  try {
    const bodies = await Promise.all(QR_CODES.map((code) => simpleOrderBody(server.url, code)));
    let stopOrders = false;

    // The kitchen (another device, through the API) starts each order once this device has shown, alerted and
    // printed it, so Pedidos stays as calm as a real shift's and each alert belongs to one order.
    const kitchenLoop = async () => {
      while (!stopOrders || placed.some((order) => !order.reserved && !order.startedByKitchen)) {
        await record.harvest(page);
        const codes = printedCodes(printer.jobs);
        for (const order of placed) {
          if (order.reserved || order.startedByKitchen) continue;
          if (!record.shownAt.has(order.orderId) || !record.alerted(order.orderId) || !codes.has(order.orderCode)) continue;
          await serverBack;
          const session = await kitchenSession().catch(() => undefined);
          const answer = await fetch(`${server.url}${session?.shopPath}/orders/${order.orderId}/started`, {
            method: 'PUT',
            headers: { authorization: `Bearer ${session?.token}` },
          }).catch(() => undefined);
          if (answer?.ok) order.startedByKitchen = true;
        }
        if (stopOrders && Date.now() - started > plan.durationMs + plan.settleMs) return;
        await sleep(1_000);
      }
    };

    const orderLoop = async () => {
      let index = 0;
      while (Date.now() - started < plan.durationMs) {
        const next = Date.now() + between(random, plan.everyMs);
        await serverBack;
        const qr = QR_CODES[index % QR_CODES.length];
        const result = await placeOrder(server.url, qr, bodies[index % QR_CODES.length]);
        placed.push({ orderId: result.orderId, orderCode: result.orderCode, reserved: reserveNext, startedByKitchen: false });
        reserveNext = false;
        index += 1;
        await sleep(next - Date.now());
      }
    };

    const chaosLoop = async () => {
      for (const event of events) {
        await sleep(started + event.atMs - Date.now());
        const seconds = Math.round(event.seconds);
        switch (event.kind) {
          case 'offline':
            log(`${elapsed()}: browser offline for ${seconds} s`);
            await context.setOffline(true);
            await sleep(seconds * 1000);
            await context.setOffline(false);
            done.push(`offline ${seconds} s`);
            break;
          case 'abort':
            log(`${elapsed()}: every request to the server aborted for ${seconds} s`);
            await link.cut();
            await sleep(seconds * 1000);
            link.restore();
            done.push(`abort ${seconds} s`);
            break;
          case 'kill': {
            log(`${elapsed()}: server killed (SIGKILL) and started again`);
            const back = server.killAndRestart();
            serverBack = back;
            await back;
            done.push('kill');
            break;
          }
          case 'reload':
            log(`${elapsed()}: page reloaded`);
            await record.harvest(page);
            await page.reload();
            await currentPage(page).locator('ion-item.order-tile').first().waitFor({ timeout: 60_000 });
            done.push('reload');
            break;
          case 'offlineStart': {
            reserveNext = true;
            const count = placed.length;
            while (placed.length === count) await sleep(200);
            const order = placed[count];
            const tile = currentPage(page).getByTestId(`order-${order.orderId}`);
            await tile.waitFor({ timeout: 60_000 });
            log(`${elapsed()}: offline for ${seconds} s, Iniciar on order #${order.orderCode}`);
            await context.setOffline(true);
            await page.getByText(OFFLINE_TEXT).first().waitFor();
            await tile.getByRole('button', { name: /^Iniciar pedido #/ }).click();
            await tile.getByTestId(`order-queued-${order.orderId}`).filter({ hasText: 'Aguardando conexão' }).waitFor();
            await sleep(seconds * 1000);
            await context.setOffline(false);
            done.push(`offline Iniciar ${seconds} s`);
            break;
          }
        }
      }
    };

    const kitchenRun = kitchenLoop();
    await Promise.all([orderLoop(), chaosLoop()]);
    stopOrders = true;
    log(`${elapsed()}: ${placed.length} orders placed; letting the device catch up`);

    // Settled: everything shown, alerted, printed and applied, or the settling time is over.
    const session = await staffSession(server.url);
    const statusOf = async (orderId: number) => {
      const answer = await fetch(`${server.url}${session.shopPath}/orders/${orderId}`, {
        headers: { authorization: `Bearer ${(await kitchenSession()).token}` },
      });
      return ((await answer.json()) as { status: string }).status;
    };
    const reserved = placed.filter((order) => order.reserved);
    const deadline = Date.now() + plan.settleMs;
    const settled = async () => {
      await record.harvest(page);
      const codes = printedCodes(printer.jobs);
      const everyOrder = placed.every(
        (order) => record.shownAt.has(order.orderId) && record.alerted(order.orderId) && codes.has(order.orderCode),
      );
      const statuses = await Promise.all(reserved.map((order) => statusOf(order.orderId)));
      return everyOrder && statuses.every((status) => status !== 'authorized');
    };
    while (!(await settled()) && Date.now() < deadline) await sleep(1_000);
    // Time for a second ticket, a second alert or a second command to show up.
    await sleep(5_000);
    await kitchenRun;
    await record.harvest(page);

    const codes = printedCodes(printer.jobs);
    const placedCodes = new Set(placed.map((order) => order.orderCode));
    const duplicates: string[] = [];
    const lost: string[] = [];
    for (const order of placed) {
      const name = `#${order.orderCode} (${order.orderId})`;
      if (!record.shownAt.has(order.orderId)) lost.push(`${name} not shown`);
      if (!record.alerted(order.orderId)) lost.push(`${name} not alerted`);
      if (!codes.has(order.orderCode)) lost.push(`${name} not printed`);
      if ((codes.get(order.orderCode) ?? 0) > 1) duplicates.push(`${name} printed ${codes.get(order.orderCode)} times`);
      const entries = record.unseenEntries.get(order.orderId)?.length ?? 0;
      if (entries > 1) duplicates.push(`${name} alerted ${entries} times`);
    }
    for (const code of codes.keys()) if (!placedCodes.has(code)) duplicates.push(`#${code} printed, not placed in this run`);
    let applied = 0;
    for (const order of reserved) {
      const status = await statusOf(order.orderId);
      if (status === 'started') applied += 1;
      else lost.push(`Iniciar on #${order.orderCode} not applied (${status})`);
      const keys = record.startKeys.get(order.orderId)?.size ?? 0;
      if (keys > 1) duplicates.push(`Iniciar on #${order.orderCode} sent as ${keys} commands`);
    }
    for (const [orderId, keys] of record.startKeys) {
      if (!reserved.some((order) => order.orderId === orderId)) duplicates.push(`order ${orderId} started by the device unasked (${keys.size})`);
    }
    return {
      seed: plan.seed,
      events: done,
      placed: placed.length,
      shown: placed.filter((order) => record.shownAt.has(order.orderId)).length,
      alerted: placed.filter((order) => record.alerted(order.orderId)).length,
      printed: placed.filter((order) => codes.has(order.orderCode)).length,
      actionsQueued: reserved.length,
      actionsApplied: applied,
      duplicates,
      lost,
      pageErrors: record.pageErrors,
    };
  } finally {
    await context.close().catch(() => undefined);
    await server.stop();
  }
}

/** The report in one line, and the troubles one a line. */
export function describeReport(report: ChaosReport): string {
  return [
    `Chaos (seed ${report.seed}): ${report.events.join(', ')}`,
    `orders placed ${report.placed}, shown ${report.shown}, alerted ${report.alerted}, printed ${report.printed}; ` +
      `actions queued ${report.actionsQueued}, applied ${report.actionsApplied}; ` +
      `duplicates ${report.duplicates.length}, lost ${report.lost.length}, page errors ${report.pageErrors.length}`,
    ...report.duplicates.map((line) => `  duplicate: ${line}`),
    ...report.lost.map((line) => `  lost: ${line}`),
    ...report.pageErrors.map((line) => `  page error: ${line}`),
  ].join('\n');
}

/** Every count equal, nothing duplicated, nothing lost, nothing thrown. */
export const reportHolds = (report: ChaosReport) =>
  report.duplicates.length === 0 &&
  report.lost.length === 0 &&
  report.pageErrors.length === 0 &&
  [report.shown, report.alerted, report.printed].every((count) => count === report.placed) &&
  report.actionsApplied === report.actionsQueued;
