import { act, fireEvent, screen } from '@testing-library/react';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import { liveEventReceived } from '../../../src/live/events';
import { LiveStatusBar } from '../../../src/live/LiveStatusBar';
import reducer, { liveStatusChanged, orderSoundAttempted, soundUnlocked } from '../../../src/live/liveSlice';
import * as sound from '../../../src/live/sound';
import { soundSaga } from '../../../src/live/soundSaga';
import { signedOut } from '../../../src/shared/session/events';
import { createTestStore, renderWithProviders } from '../support/render';
import { tick } from './fakeSocket';

/** jsdom has no media playback: the element's play and pause stand in for the browser's answer. */
function browserPlays(answer: 'plays' | 'refuses' | 'fails') {
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play');
  if (answer === 'plays') play.mockResolvedValue(undefined);
  else if (answer === 'refuses') play.mockRejectedValue(new DOMException('no gesture yet', 'NotAllowedError'));
  else play.mockRejectedValue(new DOMException('no such file', 'NotSupportedError'));
  return play;
}

afterEach(() => jest.restoreAllMocks());

describe('playOrderSound / unlockSound', () => {
  it.each([
    ['plays', 'played', true],
    ['refuses', 'blocked', false],
    ['fails', 'failed', false],
  ] as const)('when the browser %s: %s, unlocked %s', async (answer, outcome, unlocked) => {
    const play = browserPlays(answer);
    expect(await sound.playOrderSound()).toBe(outcome);
    expect(await sound.unlockSound()).toBe(unlocked);
    expect(play).toHaveBeenCalledTimes(2);
    expect((play.mock.contexts[0] as HTMLAudioElement).src).toMatch(/\/sounds\/order-approved\.wav$/);
  });
});

describe('the order sound', () => {
  it("plays on an approved order, records the attempt, and stays quiet on other events", async () => {
    const result = await expectSaga(soundSaga)
      .withReducer(rootReducer, createTestStore().getState())
      .provide([[matchers.call.fn(sound.playOrderSound), 'played']])
      .dispatch(liveEventReceived({ channel: 'order', event: 'started', id: 1 }))
      .dispatch(liveEventReceived({ channel: 'invoice', event: 'created', id: 1 }))
      .dispatch(liveEventReceived({ channel: 'order', event: 'approved', id: 2 }))
      .silentRun(200);
    const plays = (result.effects.call ?? []).filter((effect) => effect.payload.fn === sound.playOrderSound);
    expect(plays).toHaveLength(1);
    expect((result.storeState as RootState).live.sound.lastAttempt).toMatchObject({ outcome: 'played' });
  });

  it('asks for a tap when the browser refuses to play', async () => {
    const result = await expectSaga(soundSaga)
      .withReducer(rootReducer, createTestStore().getState())
      .provide([[matchers.call.fn(sound.playOrderSound), 'blocked']])
      .dispatch(liveEventReceived({ channel: 'order', event: 'approved', id: 2 }))
      .silentRun(200);
    expect((result.storeState as RootState).live.sound).toMatchObject({ blocked: true, lastAttempt: { outcome: 'blocked' } });
  });

  it('unlocks on the first tap anywhere, then stops listening', async () => {
    const unlock = browserPlays('plays');
    const run = expectSaga(soundSaga).withReducer(rootReducer, createTestStore().getState()).silentRun(400);
    await tick(50);
    fireEvent.pointerDown(document.body);
    await tick(50);
    fireEvent.keyDown(document.body, { key: 'a' });
    const result = await run;
    expect(unlock).toHaveBeenCalledTimes(1);
    expect((result.storeState as RootState).live.sound.unlocked).toBe(true);
  });

  it('keeps listening while unlocking fails', async () => {
    const unlock = browserPlays('refuses');
    const run = expectSaga(soundSaga).withReducer(rootReducer, createTestStore().getState()).silentRun(400);
    await tick(50);
    fireEvent.pointerDown(document.body);
    await tick(50);
    fireEvent.pointerDown(document.body);
    const result = await run;
    expect(unlock).toHaveBeenCalledTimes(2);
    expect((result.storeState as RootState).live.sound.unlocked).toBe(false);
  });
});

describe('live slice', () => {
  const initial = reducer(undefined, { type: 'init' });

  it('records every connection change with its time and cause', () => {
    const before = Date.now();
    const state = reducer(initial, liveStatusChanged({ status: 'reconnecting', error: 'xhr poll error' }));
    expect(state).toMatchObject({ status: 'reconnecting', error: 'xhr poll error' });
    expect(state.changedAt).toBeGreaterThanOrEqual(before);
    expect(reducer(state, liveStatusChanged({ status: 'connected' })).error).toBeNull();
  });

  it('a played sound clears the refusal, as does unlocking', () => {
    const blocked = reducer(initial, orderSoundAttempted('blocked'));
    expect(blocked.sound.blocked).toBe(true);
    expect(reducer(blocked, orderSoundAttempted('played')).sound.blocked).toBe(false);
    expect(reducer(blocked, soundUnlocked()).sound).toMatchObject({ blocked: false, unlocked: true });
  });

  it('signing out closes the connection but keeps the audio permission of the page', () => {
    let state = reducer(initial, liveStatusChanged({ status: 'connected' }));
    state = reducer(state, soundUnlocked());
    state = reducer(state, signedOut());
    expect(state.status).toBe('closed');
    expect(state.sound.unlocked).toBe(true);
  });
});

describe('LiveStatusBar', () => {
  function renderBar(status: RootState['live']['status'], blocked = false) {
    const store = createTestStore();
    store.dispatch(liveStatusChanged({ status }));
    if (blocked) store.dispatch(orderSoundAttempted('blocked'));
    return renderWithProviders(<LiveStatusBar />, { store });
  }

  it.each([
    ['disconnected', true],
    ['reconnecting', true],
    ['refused', true],
    ['connected', false],
    ['connecting', false],
    ['joining', false],
    ['closed', false],
  ] as const)('%s: offline bar shown %s', (status, shown) => {
    renderBar(status);
    expect(screen.queryByText('Sem conexão — reconectando…') !== null).toBe(shown);
  });

  it("offers 'Toque para ativar o som dos pedidos' and unlocks on that tap", async () => {
    const unlock = browserPlays('plays');
    const { store } = renderBar('connected', true);
    await act(async () => {
      fireEvent.click(screen.getByText('Toque para ativar o som dos pedidos'));
    });
    expect(unlock).toHaveBeenCalled();
    expect(store.getState().live.sound.blocked).toBe(false);
    expect(screen.queryByText('Toque para ativar o som dos pedidos')).not.toBeInTheDocument();
  });
});
