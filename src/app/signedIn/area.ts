import { hasPairedPrinter } from '@/features/printing/pairedFlag';
import { deviceHasTeam } from '@/shared/session/person';
import { pageChunksFor, personFeatures, printingFeatures } from '../pageChunks';
import { ionicShellChunk } from '../shell/chunks';
import type { AppStore } from '../store';

const liveOperationsChunk = () => Promise.all([import('./features'), import('@/shared/featureGroups/install')]);

/**
 * Loads and starts the live operations' state and sagas, which the signed-in screens need from their first render.
 * Given the address the app starts on, it tells them, so the list shown there loads at once.
 */
export async function installLiveOperations(store: AppStore, startPath?: string): Promise<void> {
  const [{ liveOperations }, { installFeatureGroup, signedInStartedOn }] = await liveOperationsChunk();
  installFeatureGroup(store, liveOperations);
  if (startPath !== undefined) store.dispatch(signedInStartedOn(startPath));
}

/**
 * Starts fetching, side by side, the live operations, the Ionic shell with the tabs and the screen at this address,
 * which would otherwise load one after the other (each chunk is only asked for once the one before has rendered).
 * The live operations come first: the browser runs only a few requests to the server at a time, and on a slow
 * network they would otherwise queue behind Ionic's.
 * The lazy components later ask for the same chunks and get these requests; a failed fetch is theirs to report
 * (webpack retries it).
 */
export function prefetchSignedInScreen(pathname: string): void {
  for (const chunk of [liveOperationsChunk, ionicShellChunk, ...pageChunksFor(pathname)]) chunk().catch(() => undefined);
}

/**
 * A signed-in start: the screen's chunks are fetched side by side, and the live operations start as soon as theirs
 * is in, while Ionic and the tabs are still on their way: the live connection, and the first page of Pedidos or
 * Comandas when the app starts there, need no screen.
 */
export async function startSignedInArea(store: AppStore, pathname: string): Promise<void> {
  prefetchSignedInScreen(pathname);
  await installLiveOperations(store, pathname);
  void installPrintingIfPaired(store).catch(() => undefined);
  void installTeamIfAsked(store).catch(() => undefined);
}

/**
 * On a device with a printer paired, the printing feature loads beside the live operations: it reopens the printer
 * and prints what arrives, whatever screen the app starts on. Other devices never download it.
 */
export async function installPrintingIfPaired(store: AppStore): Promise<void> {
  if (!hasPairedPrinter()) return;
  const [group, { installFeatureGroup }] = await Promise.all([printingFeatures(), import('@/shared/featureGroups/install')]);
  installFeatureGroup(store, group);
}

/**
 * On a device that asks for a PIN ('Pedir PIN') or has a person acting, the person's state and sagas load beside
 * the live operations: the PIN pad, the idle lock, the person's header. Other devices never download them.
 */
export async function installTeamIfAsked(store: AppStore): Promise<void> {
  if (!deviceHasTeam()) return;
  const [group, { installFeatureGroup }] = await Promise.all([personFeatures(), import('@/shared/featureGroups/install')]);
  installFeatureGroup(store, group);
}
