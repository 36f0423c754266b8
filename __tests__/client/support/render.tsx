import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { AppVariant } from '@contract/config';
import { createAppStore, type AppStore } from '@/app/store';
import type { RootState } from '@/app/rootReducer';
import { VariantProvider } from '@/shared/variant';
import { injectSignedInReducers } from './signedInFeatures';

interface Options {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  route?: string;
  variant?: AppVariant;
  runSagas?: boolean;
}

/** A store with every slice, signed-in ones included (sagas off unless asked). */
export function createTestStore(preloadedState?: Partial<RootState>, runSagas = false): AppStore {
  injectSignedInReducers();
  return createAppStore(preloadedState, { runSagas });
}

/** Renders with a real store, a router at `route` and the wording variant. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const store = options.store ?? createTestStore(options.preloadedState, options.runSagas ?? false);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <VariantProvider variant={options.variant ?? 'food'}>
        <MemoryRouter initialEntries={[options.route ?? '/']}>{children}</MemoryRouter>
      </VariantProvider>
    </Provider>
  );
  return { store, ...render(ui, { wrapper }) };
}
