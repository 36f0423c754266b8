import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { call, race } from 'redux-saga/effects';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { UPDATE_CHECK_INTERVAL_MS } from '@/features/app-update/rules';
import { appUpdateSaga } from '@/features/app-update/sagas';
import { canUseServiceWorker, reloadPage } from '@/features/app-update/serviceWorker';
import { updateAccepted } from '@/features/app-update/slice';

type Listener = (event: { isUpdate?: boolean }) => void;

/** A worker the browser is installing; the test moves it through its states. */
class MockWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';

  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** Stands in for workbox-window: the test plays the browser's side of the worker's lifecycle. */
class MockWorkbox {
  static created: MockWorkbox[] = [];
  static registerFailure: Error | null = null;
  /** What register() finds: a worker installing, and whether an older one is active. */
  static registration: { installing: MockWorker | null; active: object | null } = { installing: null, active: null };
  private readonly listeners = new Map<string, Set<Listener>>();
  readonly register = jest.fn(async () => {
    if (MockWorkbox.registerFailure) throw MockWorkbox.registerFailure;
    return MockWorkbox.registration;
  });
  readonly update = jest.fn(async () => undefined);
  readonly messageSkipWaiting = jest.fn();

  constructor(readonly scriptURL: string) {
    MockWorkbox.created.push(this);
  }

  addEventListener(type: string, listener: Listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }

  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }

  emit(type: 'waiting' | 'controlling', event: { isUpdate?: boolean } = {}) {
    this.listeners.get(type)?.forEach((listener) => listener(event));
  }
}

jest.mock('workbox-window', () => ({ Workbox: jest.fn((url: string) => new MockWorkbox(url)) }));

const RUN_MS = 300;
const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));
const lastWorkbox = () => MockWorkbox.created[MockWorkbox.created.length - 1];

/** Runs the saga in a supporting browser; `hours` interval waits pass at once, the next one never ends. */
function run(options: { hours?: number } = {}) {
  const waits: number[] = [];
  const reloads: number[] = [];
  const saga = expectSaga(appUpdateSaga)
    .withReducer(rootReducer)
    .provide([
      [matchers.call.fn(canUseServiceWorker), true],
      {
        call(effect, next) {
          if (effect.fn === reloadPage) {
            reloads.push(Date.now());
            return undefined;
          }
          if (effect.args[0] !== UPDATE_CHECK_INTERVAL_MS) return next();
          waits.push(effect.args[0]);
          return waits.length <= (options.hours ?? 0) ? undefined : new Promise(() => undefined);
        },
      },
    ]);
  return { saga, waits, reloads };
}

beforeEach(() => {
  MockWorkbox.created = [];
  MockWorkbox.registerFailure = null;
  MockWorkbox.registration = { installing: null, active: null };
});

describe('appUpdateSaga', () => {
  it('registers /sw.js, checks for a new version on start and then every hour', async () => {
    const { saga, waits } = run({ hours: 3 });
    await saga.silentRun(RUN_MS);
    const workbox = lastWorkbox();
    expect(workbox.scriptURL).toBe('/sw.js');
    expect(workbox.register).toHaveBeenCalledTimes(1);
    expect(workbox.update).toHaveBeenCalledTimes(4);
    expect(workbox.register.mock.invocationCallOrder[0]).toBeLessThan(workbox.update.mock.invocationCallOrder[0]);
    expect(waits).toEqual([UPDATE_CHECK_INTERVAL_MS, UPDATE_CHECK_INTERVAL_MS, UPDATE_CHECK_INTERVAL_MS, UPDATE_CHECK_INTERVAL_MS]);
  });

  it('keeps checking after a check fails (offline, server restarting)', async () => {
    const { saga } = run({ hours: 2 });
    const running = saga.silentRun(RUN_MS);
    await tick(0);
    lastWorkbox().update.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await running;
    expect(lastWorkbox().update).toHaveBeenCalledTimes(3);
  });

  it('announces a waiting version; a tap makes it take over and the page reloads once', async () => {
    // Run until the page reloads, however long a loaded machine takes to get there, rather than for a fixed time.
    let reloaded: () => void = () => undefined;
    const reloadedOnce = new Promise<void>((resolve) => (reloaded = resolve));
    const reloads: number[] = [];
    const saga = expectSaga(function* untilReloaded() {
      yield race([call(appUpdateSaga), call(() => reloadedOnce)]);
    })
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(canUseServiceWorker), true],
        [
          matchers.call.fn(reloadPage),
          dynamic(() => {
            reloads.push(Date.now());
            reloaded();
          }),
        ],
        {
          call(effect, next) {
            return effect.args[0] === UPDATE_CHECK_INTERVAL_MS ? new Promise(() => undefined) : next();
          },
        },
      ]);
    const running = saga.run({ timeout: false });
    // Registered: the worker's events are followed from here on.
    while (lastWorkbox()?.register.mock.calls.length !== 1) await tick(5);
    const workbox = lastWorkbox();
    workbox.emit('waiting');
    await tick();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    saga.dispatch(updateAccepted());
    while (workbox.messageSkipWaiting.mock.calls.length === 0) await tick(5);
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    workbox.emit('controlling', { isUpdate: true });
    workbox.emit('controlling', { isUpdate: true });
    const { storeState } = await running;
    expect((storeState as RootState).appUpdate.status).toBe('activating');
    expect(reloads).toHaveLength(1);
  });

  it.each([
    ['behind the running version: announced', { active: {} }, 'installed', 'waiting'],
    ['as the first install: not an update', { active: null }, 'installed', 'current'],
    ['and failing: nothing to announce', { active: {} }, 'redundant', 'current'],
  ] as const)('a worker already installing at registration, %s', async (_case, registration, state, status) => {
    const worker = new MockWorker();
    MockWorkbox.registration = { installing: worker, ...registration };
    const { saga } = run();
    const running = saga.silentRun(RUN_MS);
    await tick();
    worker.moveTo(state);
    const { storeState } = await running;
    expect((storeState as RootState).appUpdate.status).toBe(status);
  });

  it('leaves the waiting version alone until the user taps', async () => {
    const { saga, reloads } = run();
    const running = saga.silentRun(RUN_MS);
    await tick();
    lastWorkbox().emit('waiting');
    const { storeState } = await running;
    expect((storeState as RootState).appUpdate.status).toBe('waiting');
    expect(lastWorkbox().messageSkipWaiting).not.toHaveBeenCalled();
    expect(reloads).toHaveLength(0);
  });

  it.each([
    ['the first install claims the page', false, false],
    ["another tab's update takes over", true, true],
  ])('never reloads when %s', async (_case, waitingFirst, isUpdate) => {
    const { saga, reloads } = run();
    const running = saga.silentRun(RUN_MS);
    await tick();
    if (waitingFirst) lastWorkbox().emit('waiting');
    lastWorkbox().emit('controlling', { isUpdate });
    await running;
    expect(reloads).toHaveLength(0);
  });

  it('a tap with nothing waiting does nothing', async () => {
    const { saga, reloads } = run();
    const running = saga.silentRun(RUN_MS);
    await tick();
    lastWorkbox().emit('controlling', { isUpdate: false });
    saga.dispatch(updateAccepted());
    lastWorkbox().emit('controlling', { isUpdate: true });
    await running;
    expect(reloads).toHaveLength(0);
  });

  it('stops quietly when registration fails: the app still runs online', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new Error('SecurityError');
    MockWorkbox.registerFailure = failure;
    const { saga, waits } = run({ hours: 1 });
    await saga.silentRun(RUN_MS);
    expect(warn).toHaveBeenCalledWith('Service worker não registrado.', failure);
    expect(lastWorkbox().update).not.toHaveBeenCalled();
    expect(waits).toEqual([]);
    warn.mockRestore();
  });

  it('does nothing where the browser has no service workers', async () => {
    await expectSaga(appUpdateSaga)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(canUseServiceWorker), false]])
      .silentRun(50);
    expect(MockWorkbox.created).toHaveLength(0);
  });
});
