import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ActionEntry, SessionRecording } from '@contract/session-recording';
import { replaySession } from './support/replaySession';

const recorded = (): SessionRecording =>
  JSON.parse(readFileSync(path.join(__dirname, 'live-order-started-and-completed.json'), 'utf8')) as SessionRecording;

const actionEntries = (recording: SessionRecording) => recording.entries.filter((entry): entry is ActionEntry => entry.kind === 'action');

describe('a replay that parts from its recording', () => {
  it('names the first action whose payload the app no longer puts as recorded', async () => {
    const recording = recorded();
    const actions = actionEntries(recording);
    const started = actions.findIndex((entry) => entry.action.type === 'orders/orderStarted');
    // As if the reducer's or saga's behaviour had changed: the recording expects another status than the app puts.
    (actions[started].action.payload as { status: string }).status = 'authorized';

    const report = await replaySession(recording);

    expect(report.difference).toBe(
      `Action ${started + 1} of ${actions.length} (orders/orderStarted, number 1 of its kind) differs: action ${started + 1}.payload.status: recorded "authorized", replayed "started"`,
    );
  });

  it('says when the app puts an action the recording never had', async () => {
    const recording = recorded();
    recording.entries = recording.entries.filter((entry) => !(entry.kind === 'action' && entry.action.type === 'notifications/successRaised'));

    const report = await replaySession(recording);

    expect(report.difference).toMatch(/^The replay dispatched notifications\/successRaised 1 more time\(s\) than the recording: \{"type":"notifications\/successRaised","payload":\{"message":"Pedido completado\."/);
  });

  it('compares the final state after the actions', async () => {
    const recording = recorded();
    (recording.finalState as { live: { status: string } }).live.status = 'refused';

    const report = await replaySession(recording);

    expect(report.difference).toBe('The final state differs at state.live.status: recorded "refused", replayed "connected"');
  });

  it('lists the calls the replayed app made that the recording never answered', async () => {
    const recording = recorded();
    const completion = recording.entries.findIndex((entry) => entry.kind === 'api' && entry.url.endsWith('/completed'));
    recording.entries.splice(completion, 1);

    const report = await replaySession(recording);

    expect(report.unansweredCalls).toEqual([expect.stringMatching(/^PUT \/ordering\/accounts\/\d+\/shops\/\d+\/orders\/\d+\/completed$/)]);
    expect(report.difference).not.toBeNull();
  });

  it('refuses a recording that lost its first entries, or of a format it does not know', async () => {
    await expect(replaySession({ ...recorded(), dropped: 5 })).rejects.toThrow(
      'The recording dropped its first 5 entries to stay within its bound; record a shorter session.',
    );
    await expect(replaySession({ ...recorded(), version: 2 as 1 })).rejects.toThrow('Recording version 2 is not one this replay knows (1).');
  });
});
