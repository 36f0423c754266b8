import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { AppVariant } from '../../../contract/config';
import { createAppStore, type AppStore } from '../../../src/app/store';
import type { RootState } from '../../../src/app/rootReducer';
import { VariantProvider } from '../../../src/app/variant';

interface Options {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  route?: string;
  variant?: AppVariant;
  runSagas?: boolean;
}

/** Renders with a real store (sagas off unless asked), a router at `route` and the wording variant. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const store = options.store ?? createAppStore(options.preloadedState, { runSagas: options.runSagas ?? false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <VariantProvider variant={options.variant ?? 'food'}>
        <MemoryRouter initialEntries={[options.route ?? '/']}>{children}</MemoryRouter>
      </VariantProvider>
    </Provider>
  );
  return { store, ...render(ui, { wrapper }) };
}
