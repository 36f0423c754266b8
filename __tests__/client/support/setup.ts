import '@testing-library/jest-dom';
import '@/shared/forms/locale';
import { setupIonicReact } from '@ionic/react';
import { configure } from '@testing-library/react';

setupIonicReact({ mode: 'md' });

// A query that finds nothing says what it looked for, not the whole page: an Ionic screen printed whole runs to
// thousands of lines and pushes the failing test's name out of sight.
// waitFor and findBy wait up to 15 s instead of 1 s: on a loaded CI machine a render and a saga round trip took over a
// second, and a test's result must not depend on the machine's speed. A test that passes still returns at once.
configure({
  asyncUtilTimeout: 15_000,
  getElementError(message) {
    const error = new Error(`${message ?? 'No element matched.'}\n(Print the page with screen.debug() to see it.)`);
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

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
