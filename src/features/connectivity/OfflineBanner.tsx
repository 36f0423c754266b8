import { useAppSelector } from '../../app/hooks';
import { selectOffline } from './slice';
import './offline.css';

export const OFFLINE_TEXT = 'Sem conexão com a internet';

/**
 * Above every screen while the device has no network, so the app never looks current when it is not; the
 * screens pushed below it keep their own layout (offline.css moves the outlet down).
 */
export function OfflineBanner() {
  const offline = useAppSelector(selectOffline);
  // The live region stays in the page so that screen readers announce the text when it appears.
  return (
    <div className="offline-status no-print" role="status">
      {offline ? <p className="offline-banner">{OFFLINE_TEXT}</p> : null}
    </div>
  );
}
