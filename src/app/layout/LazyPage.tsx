import { Suspense, type ComponentType } from 'react';

/**
 * A route's page, fetched as its own chunk the first time the route opens (a page already loaded renders at
 * once). No placeholder page while it loads: Ionic would run the page transition on the placeholder and leave the
 * real page hidden.
 */
export function LazyPage({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
