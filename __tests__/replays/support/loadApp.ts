import type * as Toolkit from '@reduxjs/toolkit';
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { DeviceSource } from '@contract/session-recording';
import type { FeatureGroup } from '@/shared/featureGroups/featureGroup';

/** The app's modules a replay runs, loaded afresh for each recording (their module state, the storage they read). */
export interface ReplayedApp {
  rootReducer: Reducer;
  rootSaga: () => Generator;
  /** The signed-in group whose installation this action announces, if it is one. */
  groupInstalledBy(action: UnknownAction): FeatureGroup | undefined;
  injectGroup(group: FeatureGroup): void;
  openLiveSocket: unknown;
  liveChannelOf: unknown;
  joinShop: unknown;
  playOrderSound: unknown;
  playBillSound: unknown;
  playEscalatedSound: unknown;
  isSoundLocked: unknown;
  /** Which browser input a channel-making function listens to, if it is one. */
  deviceSourceOf(fn: unknown): DeviceSource | undefined;
  redacted(value: unknown): unknown;
}

/** `ids`: what RTK's nanoid answers, one after the other, before it makes random ones again. */
export async function loadApp(ids: string[]): Promise<ReplayedApp> {
  let app: ReplayedApp | undefined;
  await jest.isolateModulesAsync(async () => {
    const toolkit = jest.requireActual<typeof Toolkit>('@reduxjs/toolkit');
    const given = [...ids];
    jest.doMock('@reduxjs/toolkit', () => ({ ...toolkit, nanoid: () => given.shift() ?? toolkit.nanoid() }));
    const [
      { rootReducer },
      { rootSaga },
      install,
      groupEvents,
      { liveOperations },
      { menu },
      { shopSetup },
      { printingGroup },
      { dayReportGroup },
      { soldOutGroup },
      { orderPauseCommands },
      { invoiceSplitGroup },
      { invoiceDialogsGroup },
      socket,
      live,
      rules,
      soundSaga,
      connectivity,
      wakeLock,
      sound,
    ] = await Promise.all([
      import('@/app/rootReducer'),
      import('@/app/rootSaga'),
      import('@/app/signedIn/install'),
      import('@/shared/featureGroups/install'),
      import('@/app/signedIn/features'),
      import('@/app/signedIn/menuFeatures'),
      import('@/app/signedIn/setupFeatures'),
      import('@/app/signedIn/printingFeatures'),
      import('@/features/day-report/group'),
      import('@/features/sold-out/group'),
      import('@/features/order-pause/commands'),
      import('@/features/invoices/split/group'),
      import('@/features/invoices/dialogs/group'),
      import('@/live/socket'),
      import('@/live/liveChannel'),
      import('@/features/session-recording/rules'),
      import('@/sound/unlockSaga'),
      import('@/features/connectivity/sagas'),
      import('@/ordering/alerts/wakeLock'),
      import('@/sound/player'),
    ]);
    const deviceChannels = new Map<unknown, DeviceSource>([
      [soundSaga.gestureUnlockChannel, 'gesture'],
      [connectivity.connectivityChannel, 'network'],
      [wakeLock.pageShownChannel, 'visibility'],
    ]);
    const groups: FeatureGroup[] = [liveOperations, menu, shopSetup, printingGroup, dayReportGroup, soldOutGroup, orderPauseCommands, invoiceSplitGroup, invoiceDialogsGroup];
    app = {
      rootReducer: rootReducer as Reducer,
      rootSaga,
      groupInstalledBy: (action) =>
        groupEvents.featureGroupInstalled.match(action) ? groups.find((group) => group.name === action.payload) : undefined,
      injectGroup: install.injectFeatureReducers,
      openLiveSocket: socket.openLiveSocket,
      liveChannelOf: live.liveChannelOf,
      joinShop: socket.joinShop,
      playOrderSound: sound.playOrderSound,
      playBillSound: sound.playBillSound,
      playEscalatedSound: sound.playEscalatedSound,
      isSoundLocked: sound.isSoundLocked,
      deviceSourceOf: (fn) => deviceChannels.get(fn),
      redacted: rules.redacted,
    };
  });
  if (!app) throw new Error('The app did not load');
  return app;
}
