import { lazy, Suspense } from 'react';
import { selectAlertSettings } from '@/ordering/alerts/selectors';
import { useAppSelector } from '../hooks';

// Only a device in kiosk mode downloads this.
const KioskFullscreen = lazy(() => import('@/features/order-alerts/KioskFullscreen'));

/** Kiosk mode's full screen, on the tabs and on the screens customers see alike. */
export function KioskWhenOn() {
  const kiosk = useAppSelector((state) => selectAlertSettings(state).kioskMode);
  if (!kiosk) return null;
  return (
    <Suspense fallback={null}>
      <KioskFullscreen />
    </Suspense>
  );
}
