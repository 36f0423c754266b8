/**
 * The live fan-out benchmark's clients, in a process of their own so their CPU is not the server's: opens the
 * sockets, joins the shop room on each, stamps every order event received, and hands the stamps back over IPC.
 */
import { io, type Socket } from 'socket.io-client';
import { LIVE_PATH, type ClientToServerEvents, type ServerToClientEvents } from '../../contract/live';

export interface ClientsConfig {
  url: string;
  token: string;
  shopId: number;
  clients: number;
}

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
    return answer.ok ? socket : null;
  } catch {
    socket.disconnect();
    return null;
  }
}

function send(message: ClientsMessage): void {
  process.send?.(message);
}

process.once('message', async (config: ClientsConfig) => {
  const receipts = new Map<number, number[]>();
  const sockets: LiveSocket[] = [];
  let failed = 0;
  for (let start = 0; start < config.clients; start += BATCH) {
    const batch = await Promise.all(Array.from({ length: Math.min(BATCH, config.clients - start) }, () => join(config, receipts)));
    for (const socket of batch) {
      if (socket) sockets.push(socket);
      else failed += 1;
    }
  }
  send({ type: 'ready', joined: sockets.length, failed });
  process.once('message', () => {
    send({ type: 'receipts', receipts: Object.fromEntries(receipts) });
    for (const socket of sockets) socket.disconnect();
    process.disconnect?.();
  });
});
