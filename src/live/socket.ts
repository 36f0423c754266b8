import { io, type Socket } from 'socket.io-client';
import { LIVE_PATH, type AccountAck, type ClientToServerEvents, type ServerToClientEvents } from '@contract/live';
import { runtimeConfig } from '@/shared/config';
import { sessionTap } from '@/shared/recording/tap';

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** An 'account' call that gets no answer is treated as refused, so the saga retries instead of hanging. */
export const JOIN_TIMEOUT_MS = 5_000;

/** The longest pause between two reconnect attempts: missed orders must show within 3 s of the server answering. */
export const RECONNECT_DELAY_MAX_MS = 2_000;

/**
 * Websocket first, long polling when a proxy blocks it. socket.io reconnects on its own; the short delay cap
 * keeps a kitchen that lost Wi-Fi for a moment from waiting long for its orders.
 */
export function openLiveSocket(token: string): LiveSocket {
  const options = {
    path: LIVE_PATH,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    auth: { token },
    reconnection: true,
    reconnectionDelay: 500,
    reconnectionDelayMax: RECONNECT_DELAY_MAX_MS,
  };
  return runtimeConfig.apiUrl ? io(runtimeConfig.apiUrl, options) : io(options);
}

/** Joins the shop's room; events of the shop only reach sockets that did. */
export async function joinShop(socket: LiveSocket, shopId: number): Promise<AccountAck> {
  let ack: AccountAck;
  try {
    ack = await socket.timeout(JOIN_TIMEOUT_MS).emitWithAck('account', { shopId });
  } catch (error) {
    ack = { ok: false, message: error instanceof Error ? error.message : 'Sem resposta do servidor.' };
  }
  sessionTap()?.liveJoin(ack);
  return ack;
}

/**
 * Tries again now instead of at socket.io's next attempt: the network or the server is known to be back. A socket
 * that gave up (refused, or closed by the server) starts again too.
 */
export function reconnectNow(socket: LiveSocket): void {
  if (socket.connected) return;
  socket.disconnect();
  socket.connect();
}
