import { createAction } from '@reduxjs/toolkit';
import type { LiveChannel, LivePayload } from '@contract/live';

/**
 * A record changed on the server. The payload carries only the id: features reload the record
 * themselves, so the live layer never needs to know any feature's shape.
 */
export type LiveEvent = {
  [C in LiveChannel]: { channel: C } & LivePayload<C>;
}[LiveChannel];

export const liveEventReceived = createAction<LiveEvent>('live/eventReceived');

/**
 * The shop's room was joined for the first time in this session. A screen that loaded before this moment
 * may lack what happened in between, so lists that must not miss anything reload on it too.
 */
export const liveConnected = createAction('live/connected');

/**
 * The shop's room was joined again in the same session (src/live/catchUp.ts decides): after a drop, a renewed
 * token, a reload or a sleep, whatever happened meanwhile was missed, so screens reload and the alerts catch up.
 */
export const liveReconnected = createAction('live/reconnected');

/** The server answered while the live link was down: the link tries again now rather than at its next attempt. */
export const liveRetryRequested = createAction('live/retryRequested');
