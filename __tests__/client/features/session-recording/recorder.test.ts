import { createAction } from '@reduxjs/toolkit';
import { put, takeEvery } from 'redux-saga/effects';
import { createAppStore } from '@/app/store';
import { request } from '@/shared/api/client';
import { attachSessionTap } from '@/shared/recording/tap';
import { recordingOf, startRecording, stopRecording } from '@/features/session-recording/recorder';
import { RECORDING_LIMIT } from '@/features/session-recording/rules';
import type { ActionEntry, ApiEntry } from '@contract/session-recording';

const pinged = createAction<{ email: string }>('test/pinged');
const ponged = createAction('test/ponged');

function* pongSaga() {
  yield takeEvery(pinged.type, function* () {
    yield put(ponged());
  });
}

/** A response as fetch hands it over (jsdom has no Response class): what the client and the recorder read. */
function answer(status: number, body: unknown) {
  const text = JSON.stringify(body);
  const response = { ok: status >= 200 && status < 300, status, text: async () => text, json: async () => body, clone: () => response };
  return response as unknown as Response;
}

const realFetch = globalThis.fetch;
afterEach(() => {
  attachSessionTap(null);
  globalThis.fetch = realFetch;
});

describe('recording a session', () => {
  it('keeps each action with where it came from, a saga’s put after the action that set it off', () => {
    startRecording();
    const store = createAppStore();
    store.runSaga(pongSaga);

    store.dispatch(pinged({ email: 'ana@exemplo.com.br' }));

    const actions = recordingOf(store.getState())?.entries.filter((entry): entry is ActionEntry => entry.kind === 'action');
    expect(actions?.map(({ source, action }) => [source, action.type])).toEqual(
      expect.arrayContaining([
        ['outside', 'test/pinged'],
        ['saga', 'test/ponged'],
      ]),
    );
    const pingIndex = actions?.findIndex((entry) => entry.action.type === 'test/pinged') ?? -1;
    expect(actions?.[pingIndex + 1].action.type).toBe('test/ponged');
    expect(actions?.[pingIndex].action.payload).toEqual({ email: '[redigido]' });
  });

  it('keeps each API call with its answer, redacted, as the app got it', async () => {
    startRecording();
    globalThis.fetch = jest.fn(async () => answer(200, { email: 'ana@exemplo.com.br', id: 7 }));

    await expect(request('POST', '/token', { auth: 'none', form: { userName: 'ana@exemplo.com.br', password: 'demo1234' } })).resolves.toEqual({
      email: 'ana@exemplo.com.br',
      id: 7,
    });

    const [call] = (recordingOf({})?.entries ?? []).filter((entry): entry is ApiEntry => entry.kind === 'api');
    expect(call).toMatchObject({
      method: 'POST',
      url: '/token',
      status: 200,
      requestBody: { userName: '[redigido]', password: '[redigido]' },
      responseBody: { email: '[redigido]', id: 7 },
    });
    expect(call.answeredAt).toBeGreaterThanOrEqual(call.at);
  });

  it('keeps a refused call’s status and answer, and a call that never reached the server as status 0', async () => {
    startRecording();
    globalThis.fetch = jest
      .fn()
      .mockResolvedValueOnce(answer(409, { message: 'Já iniciado.', code: 'order_started' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await expect(request('PUT', '/orders/1/started')).rejects.toMatchObject({ status: 409 });
    await expect(request('GET', '/orders')).rejects.toMatchObject({ status: 0 });

    const calls = (recordingOf({})?.entries ?? []).filter((entry): entry is ApiEntry => entry.kind === 'api');
    expect(calls.map(({ status, responseBody }) => [status, responseBody])).toEqual([
      [409, { message: 'Já iniciado.', code: 'order_started' }],
      [0, undefined],
    ]);
  });

  it('stays within its bound, counting what it dropped, and stops keeping when switched off', () => {
    startRecording();
    const store = createAppStore(undefined, { runSagas: false });
    for (let index = 0; index < RECORDING_LIMIT + 50; index += 1) store.dispatch(ponged());

    const recording = recordingOf(store.getState());
    expect(recording?.entries).toHaveLength(RECORDING_LIMIT);
    expect(recording?.dropped).toBeGreaterThanOrEqual(50);

    stopRecording();
    store.dispatch(ponged());
    expect(recordingOf(store.getState())?.dropped).toBe(recording?.dropped);
  });

  it('exports a versioned file with the final state redacted', () => {
    startRecording();
    const file = recordingOf({ auth: { profile: { email: 'ana@exemplo.com.br' } } }, 1_800_000_000_000);
    expect(file).toMatchObject({
      format: 'back-office-session',
      version: 1,
      exportedAt: 1_800_000_000_000,
      finalState: { auth: { profile: { email: '[redigido]' } } },
      dropped: 0,
    });
  });
});
