import { act, screen } from '@testing-library/react';
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { canReachServer } from '@/features/connectivity/probe';
import { connectivitySaga, LINK_PROBE_MS, OFFLINE_PROBE_MS, reconnectWhenServerAnswers } from '@/features/connectivity/sagas';
import { liveRetryRequested } from '@/live/events';
import { ConnectionIndicator, OFFLINE_TEXT } from '@/features/connectivity/ConnectionIndicator';
import { connectionState, reconnectingLabel } from '@/features/connectivity/rules';
import { cameOnline, wentOffline } from '@/features/connectivity/slice';
import liveReducer, { liveStatusChanged } from '@/live/liveSlice';
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

describe('reconnectWhenServerAnswers', () => {
  const withLink = (status: 'connected' | 'reconnecting' | 'connecting'): RootState => {
    const base = rootReducer(undefined, { type: 'init' }) as RootState;
    return { ...base, live: liveReducer(undefined, liveStatusChanged({ status })) };
  };
  const probing = (answers: boolean[], state: RootState) => {
    const probes: boolean[] = [];
    const saga = expectSaga(reconnectWhenServerAnswers)
      .withReducer(rootReducer, state)
      .provide({
        call(effect, next) {
          if (effect.fn === canReachServer) {
            // Once the answers are told, the next probe never returns, which ends the loop.
            if (answers.length === 0) return new Promise(() => undefined);
            probes.push(answers[0]);
            return answers.shift();
          }
          // The pauses between probes pass at once.
          if (typeof effect.args[0] === 'number') return undefined;
          return next();
        },
      });
    return { saga, probes };
  };

  it('asks the server while the live link is down and has the link try again the moment it answers', async () => {
    const { saga, probes } = probing([false, false, true], withLink('reconnecting'));
    const { effects } = await saga.silentRun(50);
    expect(probes).toEqual([false, false, true]);
    expect(putTypes(effects as never)).toEqual([liveRetryRequested.type]);
    expect(LINK_PROBE_MS).toBeLessThanOrEqual(1_000);
  });

  it('treats a first connection that hangs past RETRY_OUTCOME_MS as down, and has it try again once the server answers', async () => {
    const { saga, probes } = probing([false, true], withLink('connecting'));
    const { effects } = await saga.silentRun(50);
    expect(probes).toEqual([false, true]);
    expect(putTypes(effects as never)).toEqual([liveRetryRequested.type]);
  });

  it('leaves a connection that settles within RETRY_OUTCOME_MS to itself', async () => {
    const probes: boolean[] = [];
    await expectSaga(reconnectWhenServerAnswers)
      .withReducer(rootReducer, withLink('connecting'))
      .provide({
        call(effect, next) {
          if (effect.fn !== canReachServer) return next();
          probes.push(true);
          return true;
        },
      })
      .dispatch(liveStatusChanged({ status: 'connected' }))
      .not.put(liveRetryRequested())
      .silentRun(50);
    expect(probes).toEqual([]);
  });

  it('leaves the server alone while the link is up', async () => {
    const { saga, probes } = probing([true], withLink('connected'));
    await saga.not.put(liveRetryRequested()).silentRun(50);
    expect(probes).toEqual([]);
  });
});

describe('ConnectionIndicator', () => {
  it('shows while the device is offline and goes away by itself when the network returns', () => {
    const store = createTestStore();
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<ConnectionIndicator />, { store });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => {
      store.dispatch(wentOffline());
    });
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
    onLine.mockRestore();
    act(() => {
      store.dispatch(cameOnline());
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('tells a server out of reach from a device without network, in other words', () => {
    const store = createTestStore();
    renderWithProviders(<ConnectionIndicator />, { store });
    act(() => {
      store.dispatch(wentOffline());
    });
    expect(screen.getByRole('status')).toHaveTextContent('Sem conexão com o servidor — reconectando…');
    expect(screen.getByRole('status')).not.toHaveTextContent(OFFLINE_TEXT);
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

describe('the connection state', () => {
  const at = Date.UTC(2026, 0, 1, 12);

  it('is quiet while connected or while the link is still being set up', () => {
    for (const status of ['connected', 'connecting', 'joining', 'closed'] as const) {
      expect(connectionState({ offline: false, serverUnreachable: false, live: { status, since: at } })).toEqual({ kind: 'connected' });
    }
    expect(connectionState({ offline: false, serverUnreachable: false, live: null })).toEqual({ kind: 'connected' });
  });

  it('says reconnecting, since the link dropped, while the live link is down or the server does not answer', () => {
    for (const status of ['disconnected', 'reconnecting', 'refused'] as const) {
      expect(connectionState({ offline: false, serverUnreachable: false, live: { status, since: at } })).toEqual({
        kind: 'reconnecting',
        since: at,
      });
    }
    expect(connectionState({ offline: false, serverUnreachable: true, live: null }).kind).toBe('reconnecting');
  });

  it('says no network above all else', () => {
    expect(connectionState({ offline: true, serverUnreachable: false, live: { status: 'reconnecting', since: at } })).toEqual({
      kind: 'offline',
    });
  });

  it('counts how long in seconds, then minutes', () => {
    expect(reconnectingLabel(at, at + 2_000)).toBe('Sem conexão com o servidor — reconectando…');
    expect(reconnectingLabel(at, at + 45_000)).toBe('Sem conexão com o servidor — reconectando… há 45 s');
    expect(reconnectingLabel(at, at + 190_000)).toBe('Sem conexão com o servidor — reconectando… há 3 min');
  });

  it('shows the live link down on every screen, with how long, and hides it once connected', () => {
    const store = createTestStore();
    store.dispatch(liveStatusChanged({ status: 'reconnecting' }));
    renderWithProviders(<ConnectionIndicator />, { store });
    expect(screen.getByRole('status')).toHaveTextContent('Sem conexão com o servidor — reconectando…');
    act(() => {
      store.dispatch(liveStatusChanged({ status: 'connected' }));
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('how long the link has been down', () => {
  it('counts from the first drop through every retry, and starts again after a reconnect', async () => {
    const { default: reducer, liveStatusChanged: changed } = await import('@/live/liveSlice');
    let state = reducer(undefined, changed({ status: 'connected' }));
    expect(state.downSince).toBeNull();
    state = reducer(state, changed({ status: 'disconnected' }));
    const since = state.downSince;
    expect(since).not.toBeNull();
    state = reducer(state, changed({ status: 'reconnecting' }));
    state = reducer(state, changed({ status: 'refused' }));
    state = reducer(state, changed({ status: 'joining' }));
    expect(state.downSince).toBe(since);
    state = reducer(state, changed({ status: 'connected' }));
    expect(state.downSince).toBeNull();
  });
});
