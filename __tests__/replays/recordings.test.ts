import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SessionRecording } from '@contract/session-recording';
import { replaySession } from './support/replaySession';

// `npm run replay -- a.json b.json` names its files here; otherwise every recording kept beside this test.
const files = process.env.REPLAY_FILES
  ? process.env.REPLAY_FILES.split(path.delimiter)
  : readdirSync(__dirname)
      .filter((name) => name.endsWith('.json'))
      .map((name) => path.join(__dirname, name));

describe('recorded sessions replay as they were recorded', () => {
  it.each(files.map((file) => [path.basename(file), file]))('%s', async (_name, file) => {
    const recording = JSON.parse(readFileSync(file, 'utf8')) as SessionRecording;
    const report = await replaySession(recording);
    // The difference and the calls nobody answered come first in a failure's output.
    expect({ difference: report.difference, unansweredCalls: report.unansweredCalls }).toEqual({ difference: null, unansweredCalls: [] });
    expect(report.replayedActions).toBe(report.recordedActions);
  });
});
