import type { LiveChannel, LivePayload } from '@contract/live';

/** The shops' open screens, as plugins/live.ts serves them over socket.io. */
export interface LiveHub {
  /** Sends an event to the sockets of one shop only; call it after the transaction commits. */
  emitToShop<C extends LiveChannel>(shopId: number, channel: C, payload: LivePayload<C>): void;
  /** Drops the sockets connected with this token (by jti) on every server sharing the live adapter. */
  disconnectToken(tokenId: string): void;
  /** Drops the sockets of every token of one sign-in, on every server sharing the live adapter. */
  disconnectSession(sessionId: string): void;
}
