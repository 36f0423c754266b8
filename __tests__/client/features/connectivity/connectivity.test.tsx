import { act, screen } from '@testing-library/react';
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '../../../../src/app/rootReducer';
import { canReachServer } from '../../../../src/features/connectivity/probe';
import { connectivitySaga, OFFLINE_PROBE_MS } from '../../../../src/features/connectivity/sagas';
import { OfflineBanner, OFFLINE_TEXT } from '../../../../src/features/connectivity/OfflineBanner';
import { cameOnline, wentOffline } from '../../../../src/features/connectivity/slice';
import { liveStatusChanged } from '../../../../src/live/liveSlice';
import { LiveStatusBar } from '../../../../src/live/LiveStatusBar';
import { createTestStore, renderWithProviders } from '../../support/render';

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));
/** Long enough for the saga on a busy machine; it never ends by itself. */
const RUN_MS = 600;

/**
 * Runs the saga with the server answering the probes in turn (the last answer repeats). The pauses between
 * probes pass at once, or never when the test wants only the browser's events to bring the app back.
 */
function runWith(answers: boolean[], pauses: 'pass' | 'never' = 'pass') {
  const probes: boolean[] = [];
  const saga = expectSaga(connectivitySaga)
    .withReducer(rootReducer)
    .provide({
      call(effect, next) {
        if (effect.fn === canReachServer) {
          const answer = answers[Math.min(probes.length, answers.length - 1)];
          probes.push(answer);
          return answer;
        }
        if (effect.args[0] !== OFFLINE_PROBE_MS) return next();
        return new Promise((resolve) => {
          if (pauses === 'pass') setTimeout(resolve, 5);
        });
      },
    });
  return { saga, probes };
}

const putTypes = (effects: { put: { payload: { action: { type: string } } }[] }) =>
  effects.put.map((effect) => effect.payload.action.type);

describe('connectivitySaga', () => {
  it("believes the browser's offline event and checks with the server when it says online again", async () => {
    const { saga, probes } = runWith([true], 'never');
    const running = saga.silentRun(RUN_MS);
    await tick();
    window.dispatchEvent(new Event('offline'));
    await tick();
    window.dispatchEvent(new Event('online'));
    const { storeState, effects } = await running;
    expect((storeState as RootState).connectivity.online).toBe(true);
    expect(putTypes(effects as never)).toEqual([cameOnline.type, wentOffline.type, cameOnline.type]);
    expect(probes).toEqual([true, true]);
  });

  it('says offline when the server cannot be reached at start, and recovers by itself once it answers', async () => {
    const { saga, probes } = runWith([false, false, false, true]);
    const { storeState, effects } = await saga.silentRun(RUN_MS);
    expect(probes).toEqual([false, false, false, true]);
    expect(putTypes(effects as never)).toEqual([wentOffline.type, cameOnline.type]);
    expect((storeState as RootState).connectivity.online).toBe(true);
  });

  it('stays offline while the server does not answer', async () => {
    const { saga, probes } = runWith([false]);
    const { storeState } = await saga.silentRun(100);
    expect(probes.length).toBeGreaterThan(2);
    expect((storeState as RootState).connectivity.online).toBe(false);
  });
});

describe('OfflineBanner', () => {
  it('shows while the device is offline and goes away by itself when the network returns', () => {
    const store = createTestStore();
    renderWithProviders(<OfflineBanner />, { store });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => {
      store.dispatch(wentOffline());
    });
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
    act(() => {
      store.dispatch(cameOnline());
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('starts offline when the page opens without a network', () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(rootReducer(undefined, { type: 'init' }).connectivity.online).toBe(false);
    } finally {
      onLine.mockRestore();
    }
  });
});

describe('LiveStatusBar and the offline banner', () => {
  it('says "reconectando" only when the device is online; offline, the app-wide banner says it once', () => {
    const store = createTestStore();
    store.dispatch(liveStatusChanged({ status: 'reconnecting' }));
    renderWithProviders(<LiveStatusBar />, { store });
    expect(screen.getByText('Sem conexão — reconectando…')).toBeInTheDocument();
    act(() => {
      store.dispatch(wentOffline());
    });
    expect(screen.queryByText('Sem conexão — reconectando…')).toBeNull();
  });
});
