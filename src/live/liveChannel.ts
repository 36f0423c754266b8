import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { callEvents, invoiceEvents, orderEvents, paymentMethodEvents, shopEvents, teamEvents, type LiveChannel } from '@contract/live';
import { sessionTap } from '@/shared/recording/tap';
import type { LiveEvent } from './events';
import { reconnectNow, type LiveSocket } from './socket';

export type SocketStatus = 'connected' | 'disconnected' | 'reconnecting' | 'refused';

export type LiveMessage =
  | { type: 'status'; status: SocketStatus; error?: string }
  | { type: 'event'; event: LiveEvent };

/** After a refusal socket.io stops retrying; this pace keeps trying without hammering a server that says no. */
export const REFUSED_RETRY_MS = 10_000;
/** A server-side disconnect also stops socket.io; usually a restart, so try again soon. */
export const KICKED_RETRY_MS = 1_000;

export interface RetryDelays {
  refused: number;
  kicked: number;
}

const knownEvents: Record<LiveChannel, readonly string[]> = {
  order: orderEvents,
  invoice: invoiceEvents,
  paymentMethod: paymentMethodEvents,
  shop: shopEvents,
  call: callEvents,
  team: teamEvents,
};

function eventOf(channel: LiveChannel, payload: unknown): LiveEvent | null {
  const { event, id } = (payload ?? {}) as { event?: unknown; id?: unknown };
  if (typeof event !== 'string' || !knownEvents[channel].includes(event) || !Number.isInteger(id)) return null;
  return { channel, event, id } as LiveEvent;
}

/**
 * The socket as a saga channel: connection changes and server events, in arrival order. The buffer is
 * expanding because the default one drops events while the saga is busy (e.g. waiting for an 'account' ack).
 * Closing the channel closes the socket.
 */
export function liveChannelOf(
  socket: LiveSocket,
  delays: RetryDelays = { refused: REFUSED_RETRY_MS, kicked: KICKED_RETRY_MS },
): EventChannel<LiveMessage> {
  return eventChannel<LiveMessage>((emitToSaga) => {
    const emit = (message: LiveMessage) => {
      sessionTap()?.live(message);
      emitToSaga(message);
    };
    let retry: ReturnType<typeof setTimeout> | undefined;
    const retryLater = (ms: number) => {
      clearTimeout(retry);
      retry = setTimeout(() => socket.connect(), ms);
    };
    const status = (value: SocketStatus, error?: string) => emit(error ? { type: 'status', status: value, error } : { type: 'status', status: value });

    const onConnect = () => status('connected');
    const onDisconnect = (reason: string) => {
      status('disconnected', reason);
      // Only a server-side disconnect leaves socket.io idle; every other reason reconnects on its own.
      if (reason === 'io server disconnect') retryLater(delays.kicked);
    };
    const onConnectError = (error: Error) => {
      if (socket.active) {
        status('reconnecting', error.message);
      } else {
        status('refused', error.message);
        retryLater(delays.refused);
      }
    };
    const onReconnectAttempt = () => status('reconnecting');
    // socket.io waits up to its delay cap before the next try; the moment the network is back is a better time.
    const onNetworkBack = () => reconnectNow(socket);
    const listeners = (Object.keys(knownEvents) as LiveChannel[]).map((channel) => {
      const listener = (payload: unknown) => {
        const event = eventOf(channel, payload);
        if (event) emit({ type: 'event', event });
      };
      socket.on(channel, listener);
      return () => socket.off(channel, listener);
    });

    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onConnectError);
    socket.io.on('reconnect_attempt', onReconnectAttempt);
    window.addEventListener('online', onNetworkBack);
    // The socket may have connected before these listeners existed.
    if (socket.connected) onConnect();

    return () => {
      clearTimeout(retry);
      listeners.forEach((off) => off());
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onConnectError);
      socket.io.off('reconnect_attempt', onReconnectAttempt);
      window.removeEventListener('online', onNetworkBack);
      socket.disconnect();
    };
  }, buffers.expanding());
}
