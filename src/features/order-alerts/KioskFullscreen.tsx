import { useEffect } from 'react';

function enterFullscreen(): void {
  if (!document.fullscreenElement) void document.documentElement.requestFullscreen().catch(() => undefined);
}

/**
 * Kiosk mode, mounted while it is on: the browser lets a page go full screen only on a tap, so every tap while it
 * is not full screen asks again (the first after turning it on, and the first after someone left full screen).
 */
export default function KioskFullscreen() {
  useEffect(() => {
    if (!document.fullscreenEnabled) return undefined;
    document.addEventListener('click', enterFullscreen, true);
    return () => {
      document.removeEventListener('click', enterFullscreen, true);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);
  return null;
}
