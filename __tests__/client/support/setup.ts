import '@testing-library/jest-dom';
import '../../../src/shared/forms/locale';
import { setupIonicReact } from '@ionic/react';

setupIonicReact({ mode: 'md' });

// jsdom lacks these browser APIs that Ionic touches while rendering.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
