import { useEffect } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectAlertSettings } from './selectors';

function enterFullscreen(): void {
  if (!document.fullscreenElement) void document.documentElement.requestFullscreen().catch(() => undefined);
}

/**
 * Kiosk mode: the browser lets a page go full screen only on a tap, so every tap while it is not full screen asks
 * again (the first after turning it on, and the first after someone left full screen).
 */
export function KioskFullscreen() {
  const kiosk = useAppSelector((state) => selectAlertSettings(state).kioskMode);
  useEffect(() => {
    if (!kiosk || !document.fullscreenEnabled) return undefined;
    document.addEventListener('click', enterFullscreen, true);
    return () => {
      document.removeEventListener('click', enterFullscreen, true);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, [kiosk]);
  return null;
}
