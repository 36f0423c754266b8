import { IonIcon } from '@ionic/react';
import { volumeHighOutline } from 'ionicons/icons';
import { useDispatch, useSelector } from 'react-redux';
import { soundUnlocked } from './events';
import { selectSoundBlocked } from './state';
import { unlockSound } from './player';
import './soundUnlock.css';

export const SOUND_UNLOCK_TEXT = 'Toque para ativar o som dos pedidos';

/**
 * Over every signed-in screen, from the start, while the browser will not play the order chime without a tap
 * (a reload, a tablet that restarted signed in): a new order must never be the first to find the sound off.
 */
export function SoundUnlockBar() {
  const dispatch = useDispatch();
  const blocked = useSelector(selectSoundBlocked);
  if (!blocked) return null;
  return (
    <div className="sound-unlock no-print">
      <button
        type="button"
        className="sound-unlock-bar"
        onClick={() => {
          // Called inside the tap itself: that is what lets the browser allow the sound.
          void unlockSound().then((unlocked) => {
            if (unlocked) dispatch(soundUnlocked());
          });
        }}
      >
        <IonIcon icon={volumeHighOutline} aria-hidden="true" />
        <span>{SOUND_UNLOCK_TEXT}</span>
      </button>
    </div>
  );
}
