import KioskFullscreen from '@/features/order-alerts/KioskFullscreen';
import { selectAlertSettings } from '@/ordering/alerts/selectors';
import { useAppSelector } from '../hooks';

/**
 * Kiosk mode's full screen, on the tabs and on the screens customers see alike. Part of the shell, not a chunk
 * loaded when the switch turns on: a few lines, and the next tap must find its listener already there.
 */
export function KioskWhenOn() {
  const kiosk = useAppSelector((state) => selectAlertSettings(state).kioskMode);
  return kiosk ? <KioskFullscreen /> : null;
}
