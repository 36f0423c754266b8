import { setupIonicReact } from '@ionic/react';

let done = false;

/**
 * Ionic's global config (Material look on every platform). Everything that shows an Ionic component calls this
 * first, so the login page, which has none, never loads Ionic.
 */
export function setUpIonic(): void {
  if (done) return;
  done = true;
  setupIonicReact({ mode: 'md' });
}
