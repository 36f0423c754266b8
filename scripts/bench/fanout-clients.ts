/**
 * The live fan-out benchmark's clients, in a process of their own so their CPU is not the server's: opens the
 * sockets, joins the shop room on each, stamps every order event received, and hands the stamps back over IPC.
 */
import { io, type Socket } from 'socket.io-client';
import { LIVE_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@contract/live';

export interface ClientsConfig {
  url: string;
  token: string;
  shopId: number;
  clients: number;
}

/** What the benchmark asks of the clients' process. */
export type ClientsRequest = { type: 'connect'; config: ClientsConfig } | { type: 'collect' };

/** What the clients' process answers. */
export type ClientsMessage =
  | { type: 'ready'; joined: number; failed: number }
  | { type: 'receipts'; receipts: Record<number, number[]> };

// Connecting in small batches keeps the handshake storm from timing out on a busy machine.
const BATCH = 100;
const JOIN_TIMEOUT_MS = 30_000;

type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

async function join(config: ClientsConfig, receipts: Map<number, number[]>): Promise<LiveSocket | null> {
  const socket: LiveSocket = io(config.url, {
    path: LIVE_PATH,
    transports: ['websocket'],
    auth: { token: config.token },
    reconnection: false,
    forceNew: true,
  });
  socket.on('order', ({ id }) => {
    const at = Date.now();
    (receipts.get(id) ?? receipts.set(id, []).get(id))?.push(at);
  });
  try {
    const answer = await socket.timeout(JOIN_TIMEOUT_MS).emitWithAck('account', { shopId: config.shopId });
    if (answer.ok) return socket;
    socket.disconnect();
    return null;
  } catch {
    socket.disconnect();
    return null;
  }
}

/**
 * Resolves once the message is written to the channel. The receipts run to megabytes at full size, so the write
 * outlasts the call; disconnecting before it finishes cancels it and the benchmark never hears back.
 */
function send(message: ClientsMessage): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!process.send) return reject(new Error('The fan-out clients must be forked with an IPC channel'));
    process.send(message, undefined, undefined, (error) => (error ? reject(error) : resolve()));
  });
}

const receipts = new Map<number, number[]>();
const sockets: LiveSocket[] = [];

async function connect(config: ClientsConfig): Promise<void> {
  let failed = 0;
  for (let start = 0; start < config.clients; start += BATCH) {
    const batch = await Promise.all(Array.from({ length: Math.min(BATCH, config.clients - start) }, () => join(config, receipts)));
    for (const socket of batch) {
      if (socket) sockets.push(socket);
      else failed += 1;
    }
  }
  await send({ type: 'ready', joined: sockets.length, failed });
}

async function collect(): Promise<void> {
  await send({ type: 'receipts', receipts: Object.fromEntries(receipts) });
  for (const socket of sockets) socket.disconnect();
  process.disconnect?.();
}

// Listening from the start: a request that came in before a listener was added would be dropped.
process.on('message', (request: ClientsRequest) => {
  (request.type === 'connect' ? connect(request.config) : collect()).catch((error: unknown) => {
    console.error('The fan-out clients failed:', error);
    process.exit(1);
  });
});
