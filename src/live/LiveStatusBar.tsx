import { IonIcon } from '@ionic/react';
import { cloudOfflineOutline, volumeHighOutline } from 'ionicons/icons';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { selectOffline } from '../features/connectivity/slice';
import { selectLiveDown, selectSoundBlocked, soundUnlocked } from './liveSlice';
import { unlockSound } from './sound';
import './live.css';

/**
 * Goes right under a list screen's header: a thin bar while the live connection is down (the list may be
 * stale) and, when the browser refused the order sound, a banner whose tap grants it. Without any network the
 * app-wide offline banner already says so, and this bar stays out of its way.
 */
export function LiveStatusBar() {
  const dispatch = useAppDispatch();
  const down = useAppSelector((state) => selectLiveDown(state) && !selectOffline(state));
  const soundBlocked = useAppSelector(selectSoundBlocked);
  if (!down && !soundBlocked) return null;
  return (
    <div className="live-status no-print">
      {down ? (
        <div className="live-status-offline" role="status">
          <IonIcon icon={cloudOfflineOutline} aria-hidden="true" />
          <span>Sem conexão — reconectando…</span>
        </div>
      ) : null}
      {soundBlocked ? (
        <button
          type="button"
          className="live-status-sound"
          onClick={() => {
            // Called inside the tap itself: that is what lets the browser allow the sound.
            void unlockSound().then((unlocked) => {
              if (unlocked) dispatch(soundUnlocked());
            });
          }}
        >
          <IonIcon icon={volumeHighOutline} aria-hidden="true" />
          <span>Toque para ativar o som dos pedidos</span>
        </button>
      ) : null}
    </div>
  );
}
