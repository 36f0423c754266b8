import { IonIcon } from '@ionic/react';
import { pauseCircle } from 'ionicons/icons';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useNow } from '@/shared/lib/useNow';
import { isPausedAt, pauseBannerText } from '../rules';
import { selectOrderPause, selectOrderPauseSending } from '../selectors';
import { resumeOrdersRequested } from '../slice';
import { useFeatureGroup } from '@/shared/featureGroups/useFeatureGroup';
import { orderPauseCommands } from '../commands';
import './orderPause.css';

/** Over every signed-in screen while the shop refuses new orders: nobody forgets a pause in the middle of a rush. */
export default function OrderPauseBanner() {
  const dispatch = useAppDispatch();
  const pause = useAppSelector(selectOrderPause);
  const sending = useAppSelector(selectOrderPauseSending);
  const now = useNow(15_000);
  useFeatureGroup(orderPauseCommands);
  if (!pause || !isPausedAt(pause, now)) return null;
  return (
    <div className="order-pause-banner" role="status">
      <IonIcon icon={pauseCircle} aria-hidden="true" />
      <span className="order-pause-text">{pauseBannerText(pause)}</span>
      <span aria-hidden="true">·</span>
      <button type="button" className="order-pause-resume" disabled={sending} onClick={() => dispatch(resumeOrdersRequested())}>
        Retomar
      </button>
    </div>
  );
}
