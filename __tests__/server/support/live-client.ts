import { io as connectClient, type Socket } from 'socket.io-client';
import { LIVE_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@contract/live';

export type LiveClient = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A socket.io client to the live connection of the server at url, without reconnecting, so refusals show. The
 * token is whatever a test sends (none when undefined, so a missing or malformed one can be tried).
 */
export function openLive(url: string, token: unknown, transport: 'websocket' | 'polling' = 'websocket'): LiveClient {
  return connectClient(url, {
    path: LIVE_PATH,
    transports: [transport],
    auth: token === undefined ? {} : { token },
    reconnection: false,
    forceNew: true,
  });
}

/** 'connected', or the message the server refused the handshake with. */
export function liveOutcome(socket: LiveClient): Promise<'connected' | string> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (err) => resolve(err.message));
  });
}

/** The reason the socket was disconnected, once it is. */
export function liveDisconnect(socket: LiveClient): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', resolve));
}
