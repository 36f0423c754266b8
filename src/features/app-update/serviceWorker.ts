import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import type { Workbox } from 'workbox-window';
import { retryingImport } from '@/shared/chunks/retryingImport';

/** Served from the site's root so that its scope is the whole app. */
export const SERVICE_WORKER_URL = '/sw.js';

export type WorkerMessage = { type: 'waiting' } | { type: 'controlling'; isUpdate: boolean };

export function canUseServiceWorker(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/**
 * Loaded apart from the first page's code: registration waits for the page's load event anyway. A start that loses
 * the link before the chunk arrives waits for the link (retryingImport): the failed import would abort the root saga.
 */
export async function createWorkbox(): Promise<Workbox> {
  const { Workbox } = await retryingImport(() => import('workbox-window'));
  return new Workbox(SERVICE_WORKER_URL);
}

/**
 * The worker's lifecycle as a saga channel. Listening starts before `register`: a version left waiting by an
 * earlier visit is announced during registration itself.
 */
export function workerChannelOf(workbox: Workbox): EventChannel<WorkerMessage> {
  return eventChannel<WorkerMessage>((emit) => {
    const onWaiting = () => emit({ type: 'waiting' });
    const onControlling = (event: { isUpdate?: boolean }) => emit({ type: 'controlling', isUpdate: event.isUpdate === true });
    workbox.addEventListener('waiting', onWaiting);
    workbox.addEventListener('controlling', onControlling);
    return () => {
      workbox.removeEventListener('waiting', onWaiting);
      workbox.removeEventListener('controlling', onControlling);
    };
  }, buffers.expanding());
}

/**
 * True once a worker that was already installing when registration returned ends up waiting behind an active
 * one. A page load makes the browser look for a new worker by itself, and workbox-window only reports workers
 * found after its registration, or already waiting by then; one caught in between would never be announced.
 */
export function installsAsUpdate(registration: ServiceWorkerRegistration | undefined): Promise<boolean> {
  const installing = registration?.installing;
  if (!installing) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onStateChange = () => {
      if (installing.state !== 'installed' && installing.state !== 'redundant') return;
      installing.removeEventListener('statechange', onStateChange);
      // The first install has no active worker to wait behind: it takes over without asking.
      resolve(installing.state === 'installed' && registration.active !== null);
    };
    installing.addEventListener('statechange', onStateChange);
  });
}

export function reloadPage(): void {
  window.location.reload();
}
