import { IonIcon } from '@ionic/react';
import { cloudOfflineOutline } from 'ionicons/icons';
import { useAppSelector } from '../app/hooks';
import { selectOffline } from '../features/connectivity/slice';
import { selectLiveDown } from './liveSlice';
import './live.css';

/**
 * Goes right under a list screen's header: a thin bar while the live connection is down (the list may be
 * stale). Without any network the app-wide offline banner already says so, and this bar stays out of its way.
 * The sound's own bar is app-wide (SoundUnlockBar).
 */
export function LiveStatusBar() {
  const down = useAppSelector((state) => selectLiveDown(state) && !selectOffline(state));
  if (!down) return null;
  return (
    <div className="live-status no-print">
      <div className="live-status-offline" role="status">
        <IonIcon icon={cloudOfflineOutline} aria-hidden="true" />
        <span>Sem conexão — reconectando…</span>
      </div>
    </div>
  );
}
