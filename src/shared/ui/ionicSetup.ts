import { setupIonicReact } from '@ionic/react';

let done = false;

/** Someone who asked their device for less motion gets screens that change at once, without sliding. */
const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Ionic's global config (Material look on every platform). Everything that shows an Ionic component calls this
 * first, so the login page, which has none, never loads Ionic.
 */
export function setUpIonic(): void {
  if (done) return;
  done = true;
  setupIonicReact({ mode: 'md', animated: !prefersReducedMotion() });
}
