import { act, fireEvent, screen } from '@testing-library/react';
import { runSaga } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { SoundUnlockBar } from '@/sound/SoundUnlockBar';
import reducer, { liveStatusChanged } from '@/live/liveSlice';
import { orderSoundAttempted, soundLocked, soundUnlocked } from '@/sound/events';
import * as sound from '@/sound/player';
import { soundSaga, unlockOnFirstGesture } from '@/sound/unlockSaga';
import { signedOut } from '@/shared/session/events';
import { createTestStore, renderWithProviders } from '../support/render';
import { tick } from '../live/fakeSocket';

/**
 * jsdom has no Web Audio: a context that behaves as Chromium's does. Without a user gesture resume() never settles;
 * after one it runs. Sources record the context time they started at.
 */
class FakeAudioContext {
  static current: FakeAudioContext | null = null;
  static gestureGiven = false;
  state: AudioContextState = 'suspended';
  currentTime = 0;
  destination = {};
  starts: number[] = [];
  decodeAudioData = jest.fn(async () => ({ duration: 0.7 }) as AudioBuffer);

  constructor() {
    FakeAudioContext.current = this;
  }

  resume(): Promise<void> {
    if (!FakeAudioContext.gestureGiven) return new Promise(() => undefined);
    this.state = 'running';
    return Promise.resolve();
  }

  createGain() {
    return { gain: { value: 1 }, connect: (next: unknown) => next };
  }

  createBufferSource() {
    return { buffer: null, connect: (next: unknown) => next, start: () => this.starts.push(this.currentTime) };
  }
}

const realFetch = global.fetch;
beforeAll(() => {
  Object.assign(globalThis, { AudioContext: FakeAudioContext });
  global.fetch = jest.fn(async () => ({ arrayBuffer: async () => new ArrayBuffer(8) })) as unknown as typeof fetch;
});
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'AudioContext');
  global.fetch = realFetch;
});

// One audio context per page, as in the app: these run in order, from a start without a tap to a tapped one.
describe('the Web Audio chime', () => {
  it('is locked on a start without a tap: nothing plays, the outcome says blocked', async () => {
    expect(sound.isSoundLocked()).toBe(true);
    expect(await sound.playOrderSound()).toBe('blocked');
    expect(FakeAudioContext.current?.starts).toEqual([]);
  });

  it("the first tap anywhere unlocks it, once, and the saga records it only after that tap's click", async () => {
    const store = createTestStore();
    store.dispatch(soundLocked());
    const task = runSaga({ dispatch: store.dispatch, getState: store.getState }, unlockOnFirstGesture);
    await tick(50);
    FakeAudioContext.gestureGiven = true;
    // A press alone unlocks nothing: a finger grants the permission only when it lifts.
    fireEvent.pointerDown(document.body);
    await tick(50);
    expect(store.getState().live.sound.blocked).toBe(true);
    fireEvent.pointerUp(document.body);
    // Unlocked, but the bar stays until the tap's click is dispatched: leaving earlier would move the screen under
    // the finger and send the click elsewhere.
    await tick(50);
    expect(sound.isSoundLocked()).toBe(false);
    expect(store.getState().live.sound.blocked).toBe(true);
    fireEvent.click(document.body);
    await tick(20);
    expect(store.getState().live.sound).toMatchObject({ unlocked: true, blocked: false });
    expect(task.isRunning()).toBe(false);
  });

  it('plays the decoded buffer, never over a chime still playing, and decodes each sound once', async () => {
    const audio = FakeAudioContext.current!;
    expect(await sound.playOrderSound()).toBe('played');
    expect(await sound.playOrderSound()).toBe('played');
    expect(audio.starts).toEqual([0]);
    audio.currentTime = 0.8;
    expect(await sound.playOrderSound(0.5)).toBe('played');
    expect(audio.starts).toEqual([0, 0.8]);
    expect(audio.decodeAudioData).toHaveBeenCalledTimes(1);
    expect(global.fetch).toHaveBeenCalledWith('/sounds/order-approved.wav');
    audio.currentTime = 2;
    expect(await sound.playOrderSound(1, 'bell')).toBe('played');
    expect(global.fetch).toHaveBeenCalledWith('/sounds/order-bell.wav');
    expect(audio.decodeAudioData).toHaveBeenCalledTimes(2);
  });
});

describe('the sound saga at start', () => {
  it('shows the bar at once when the browser has not allowed sound, before any order', async () => {
    FakeAudioContext.current!.state = 'suspended';
    // Long enough for a loaded machine: the saga asks the audio context first (an async call).
    const result = await expectSaga(soundSaga).withReducer(rootReducer, createTestStore().getState()).silentRun(1_000);
    expect((result.storeState as RootState).live.sound.blocked).toBe(true);
    FakeAudioContext.current!.state = 'running';
  });

  it('stays quiet when sound is already allowed', async () => {
    const result = await expectSaga(soundSaga).withReducer(rootReducer, createTestStore().getState()).silentRun(50);
    expect((result.storeState as RootState).live.sound.blocked).toBe(false);
  });
});

describe('SoundUnlockBar', () => {
  it("offers 'Toque para ativar o som dos pedidos' while sound is locked and unlocks on that tap", async () => {
    const store = createTestStore();
    store.dispatch(soundLocked());
    renderWithProviders(<SoundUnlockBar />, { store });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Toque para ativar o som dos pedidos' }));
    });
    expect(store.getState().live.sound).toMatchObject({ blocked: false, unlocked: true });
    expect(screen.queryByText('Toque para ativar o som dos pedidos')).not.toBeInTheDocument();
  });

  it('is absent while nothing keeps the sound from playing', () => {
    const { container } = renderWithProviders(<SoundUnlockBar />, { store: createTestStore() });
    expect(container).toBeEmptyDOMElement();
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

  it('a lock found at start asks for a tap unless the page was unlocked already', () => {
    expect(reducer(initial, soundLocked()).sound.blocked).toBe(true);
    expect(reducer(reducer(initial, soundUnlocked()), soundLocked()).sound.blocked).toBe(false);
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
