import { io as connectClient, type Socket } from 'socket.io-client';
import { LIVE_PATH, type AccountAck, type ClientToServerEvents, type LiveRecordEvent, type ServerToClientEvents } from '@contract/live';

export type StaffSocket = Socket<ServerToClientEvents, ClientToServerEvents> & {
  /** Every order and invoice event received so far, in order. */
  received: (LiveRecordEvent<string> & { channel: 'order' | 'invoice' })[];
};

/** A staff member's live connection to one instance, joined to the shop's room as the app joins it. */
export async function openStaffSocket(url: string, accountToken: string, shopId: number): Promise<StaffSocket> {
  const socket = connectClient(url, {
    path: LIVE_PATH,
    transports: ['websocket'],
    auth: { token: accountToken },
    reconnection: false,
    forceNew: true,
  }) as StaffSocket;
  socket.received = [];
  socket.on('order', (payload) => socket.received.push({ channel: 'order', ...payload }));
  socket.on('invoice', (payload) => socket.received.push({ channel: 'invoice', ...payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const ack = await new Promise<AccountAck>((resolve) => socket.emit('account', { shopId }, resolve));
  if (!ack.ok) throw new Error(`joining shop ${shopId}: ${ack.message}`);
  return socket;
}

/**
 * Resolves once the socket has received an order event about `orderId` (the first, or the first named `event`);
 * fails after `timeoutMs`.
 */
export function orderEventOf(socket: StaffSocket, orderId: number, { event, timeoutMs = 10_000 }: { event?: string; timeoutMs?: number } = {}): Promise<LiveRecordEvent<string>> {
  const seen = () => socket.received.find((entry) => entry.channel === 'order' && entry.id === orderId && (event === undefined || entry.event === event));
  return new Promise((resolve, reject) => {
    const check = () => {
      const event = seen();
      if (!event) return;
      cleanUp();
      resolve(event);
    };
    const timer = setTimeout(() => {
      cleanUp();
      reject(new Error(`no order event ${event ?? ''} for order ${orderId} within ${timeoutMs} ms`));
    }, timeoutMs);
    const cleanUp = () => {
      clearTimeout(timer);
      socket.off('order', check);
    };
    socket.on('order', check);
    check();
  });
}
