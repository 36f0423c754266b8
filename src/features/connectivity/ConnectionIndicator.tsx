import { useAppSelector } from '@/app/hooks';
import type { RootState } from '@/app/rootReducer';
import { useNow } from '@/shared/lib/useNow';
import { connectionState, reconnectingLabel } from './rules';
import { selectOffline, selectServerUnreachable } from './slice';
import './offline.css';

export const OFFLINE_TEXT = 'Sem conexão com a internet';

// The live slice arrives with the signed-in chunk; signed out, only the network and the server are watched.
const selectLive = (state: RootState) => (state as Partial<RootState>).live ?? null;

/** Counts how long the link has been down, a second at a time, only while it is. */
function ReconnectingText({ since }: { since: number }) {
  const now = useNow(1_000);
  return <>{reconnectingLabel(since, now)}</>;
}

/**
 * The link's health, once for the whole app above every screen: nothing while connected; no network; or the
 * server out of reach, with how long. It takes its own room at the top (offline.css moves the outlet down), so
 * it never covers a screen; its live region is always in the page so screen readers announce each change.
 */
export function ConnectionIndicator() {
  const offline = useAppSelector(selectOffline);
  const serverUnreachable = useAppSelector(selectServerUnreachable);
  const live = useAppSelector(selectLive);
  const state = connectionState({ offline, serverUnreachable, live: live && { status: live.status, since: live.downSince } });
  return (
    <div className="offline-status no-print" role="status">
      {state.kind === 'offline' ? <p className="offline-banner">{OFFLINE_TEXT}</p> : null}
      {state.kind === 'reconnecting' ? (
        <p className="offline-banner offline-banner--server">
          <ReconnectingText since={state.since} />
        </p>
      ) : null}
    </div>
  );
}
