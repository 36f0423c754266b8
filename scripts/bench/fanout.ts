/**
 * Live fan-out: 2,000 socket.io clients (websocket, token 2, joined to the demo shop's room) in a separate process;
 * 50 customer orders; every client should hear each order's event. Delivery is timed from the moment the order's
 * POST is sent (the server emits before it answers), and memory per client is the server's RSS growth per socket.
 */
import { execFileSync, fork, spawnSync, type ChildProcess } from 'node:child_process';
import type { ClientsConfig, ClientsMessage, ClientsRequest } from './fanout-clients';
import { placeOrder, simpleOrderBody, staffSession } from './api-client';
import { checkBudgets, main, percentile, round, withServer } from './harness';

const CLIENTS = 2_000;
const EVENTS = 50;
const BUDGET_P95_MS = 500;
// Room for both ends of every socket plus what Node and SQLite hold open.
const FILE_LIMIT = 2 * CLIENTS + 1_024;
const PAUSE_BETWEEN_ORDERS_MS = 100;
// Late events still count as delivered within this; after it, missing ones count as lost.
const SETTLE_MS = 5_000;
const READY_TIMEOUT_MS = 300_000;
// Megabytes of receipts at full size, but they should still cross the channel in seconds.
const COLLECT_TIMEOUT_MS = 60_000;
// Closing 2,000 sockets takes a moment; only a process still there after this is killed.
const EXIT_TIMEOUT_MS = 10_000;

/** Runs this benchmark again under a raised open-file limit when the current one is too low for the sockets. */
function ensureFileLimit(): boolean {
  const current = Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
  if (!Number.isFinite(current) || current >= FILE_LIMIT) return true;
  const rerun = spawnSync(
    'sh',
    ['-c', `ulimit -n ${FILE_LIMIT} && exec "$0" "$@"`, process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit' },
  );
  process.exitCode = rerun.status ?? 1;
  return false;
}

const rssKiB = (pid: number) => Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim());

/**
 * Waits for the clients' message of this type. Call it before sending the request it answers, so the answer cannot
 * arrive before anyone listens; a process that ends first fails the wait at once rather than at the timeout.
 */
function expectMessage<T extends ClientsMessage['type']>(
  child: ChildProcess,
  type: T,
  timeoutMs: number,
): Promise<Extract<ClientsMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ClientsMessage) => {
      if (message.type !== type) return;
      stop();
      resolve(message as Extract<ClientsMessage, { type: T }>);
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      stop();
      reject(new Error(`The clients' process ended (code ${code}, signal ${signal}) before sending ${type}`));
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`No ${type} from the clients within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const stop = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

function request(child: ChildProcess, message: ClientsRequest): Promise<void> {
  return new Promise((resolve, reject) => child.send(message, (error) => (error ? reject(error) : resolve())));
}

/** Lets the clients close their sockets and leave on their own after collecting; kills them only if they linger. */
async function stopClients(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const timer = setTimeout(() => child.kill(), EXIT_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

main(async () => {
  if (!ensureFileLimit()) return;
  await withServer(async (server) => {
    const session = await staffSession(server.url);
    const body = await simpleOrderBody(server.url, 'mesa-1');
    const serverPid = server.process.pid as number;
    const rssBefore = rssKiB(serverPid);

    const clients = fork(require.resolve('./fanout-clients.ts'), { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    // Once the receipts are in, the clients close their sockets and leave; before that, nothing would end them.
    let collected = false;
    try {
      const config: ClientsConfig = { url: server.url, token: session.token, shopId: session.shopId, clients: CLIENTS };
      const connecting = Date.now();
      const [ready] = await Promise.all([
        expectMessage(clients, 'ready', READY_TIMEOUT_MS),
        request(clients, { type: 'connect', config }),
      ]);
      const rssAfter = rssKiB(serverPid);
      console.log(`${ready.joined} clients joined the shop room in ${round((Date.now() - connecting) / 1000)} s (${ready.failed} failed)`);

      const sentAt = new Map<number, number>();
      for (let index = 0; index < EVENTS; index += 1) {
        const started = Date.now();
        const placed = await placeOrder(server.url, 'mesa-1', body);
        if (index % 10 === 9) console.log(`${index + 1} orders placed`);
        sentAt.set(placed.orderId, started);
        await new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_ORDERS_MS));
      }
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const [{ receipts }] = await Promise.all([
        expectMessage(clients, 'receipts', COLLECT_TIMEOUT_MS),
        request(clients, { type: 'collect' }),
      ]);
      collected = true;

      const delays: number[] = [];
      for (const [orderId, at] of sentAt) for (const receivedAt of receipts[orderId] ?? []) delays.push(receivedAt - at);
      const expected = EVENTS * ready.joined;
      const perClientKiB = (rssAfter - rssBefore) / Math.max(ready.joined, 1);
      console.log(
        `Deliveries: ${delays.length} of ${expected}; p50 ${round(percentile(delays, 50))} ms, p95 ${round(percentile(delays, 95))} ms, ` +
          `max ${round(Math.max(...delays))} ms. Server RSS ${round(rssBefore / 1024)} → ${round(rssAfter / 1024)} MiB: ` +
          `${round(perClientKiB)} KiB per client`,
      );
      checkBudgets(`Live fan-out (${CLIENTS} clients, ${EVENTS} events)`, [
        { name: 'delivery p95', value: percentile(delays, 95), limit: BUDGET_P95_MS, unit: 'ms' },
        { name: 'clients that could not join', value: ready.failed, limit: 0, unit: '' },
        { name: 'deliveries missing', value: expected - delays.length, limit: 0, unit: '' },
      ]);
    } finally {
      if (collected) await stopClients(clients);
      else clients.kill();
    }
  });
});
