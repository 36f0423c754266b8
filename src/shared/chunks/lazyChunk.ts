import { lazy, type ComponentType } from 'react';
import { retryingImport } from './retryingImport';

/** React's `lazy`, over a chunk that is requested again until it loads (see retryingImport). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React's own lazy()
export function lazyChunk<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => retryingImport(load));
}
