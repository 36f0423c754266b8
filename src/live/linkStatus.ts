import type { LiveStatus } from './liveSlice';

const LINK_DOWN: readonly LiveStatus[] = ['disconnected', 'reconnecting', 'refused'];

/** The socket dropped or was refused: nothing arrives until it is back, and the screens may be stale. */
export const isLinkDown = (status: LiveStatus): boolean => LINK_DOWN.includes(status);
