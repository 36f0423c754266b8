import { isLinkDown } from '@/live/linkStatus';
import type { LiveStatus } from '@/live/liveSlice';

export type ConnectionState = { kind: 'connected' } | { kind: 'offline' } | { kind: 'reconnecting'; since: number };

/**
 * What the indicator says: no network (the browser says so); the server out of reach (it did not answer a probe,
 * or the live link dropped), since when; or nothing.
 */
export function connectionState(input: {
  offline: boolean;
  serverUnreachable: boolean;
  live: { status: LiveStatus; since: number | null } | null;
}): ConnectionState {
  if (input.offline) return { kind: 'offline' };
  const linkDown = input.live !== null && isLinkDown(input.live.status);
  if (linkDown) return { kind: 'reconnecting', since: input.live?.since ?? Date.now() };
  if (input.serverUnreachable) return { kind: 'reconnecting', since: input.live?.since ?? Date.now() };
  return { kind: 'connected' };
}

/** 'Sem conexão com o servidor — reconectando…', then how long it has been: 'há 45 s', 'há 3 min'. */
export function reconnectingLabel(since: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - since) / 1000));
  const text = 'Sem conexão com o servidor — reconectando…';
  if (seconds < 5) return text;
  return `${text} há ${seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min`}`;
}
