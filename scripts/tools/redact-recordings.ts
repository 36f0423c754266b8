/**
 * Runs committed session recordings through the recorder's current redaction, so that recordings made before a
 * rule was added keep nothing the rule now removes:
 *
 *   npx tsx scripts/tools/redact-recordings.ts __tests__/replays/*.json
 *
 * Redaction is idempotent: a recording redacted already comes out the same.
 */
import fs from 'node:fs';
import { redacted } from '@/features/session-recording/rules';

interface Recording {
  storage: Record<string, string>;
  entries: unknown[];
  finalState: unknown;
}

function redactRecording(recording: Recording): Recording {
  return {
    ...recording,
    storage: Object.fromEntries(Object.entries(recording.storage).map(([key, value]) => [key, String(redacted(value, key))])),
    entries: recording.entries.map((entry) => redacted(entry)),
    finalState: redacted(recording.finalState),
  };
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('Name the recordings to redact, e.g. __tests__/replays/*.json');
  process.exit(1);
}
for (const file of files) {
  const before = fs.readFileSync(file, 'utf8');
  const after = `${JSON.stringify(redactRecording(JSON.parse(before) as Recording), null, 1)}\n`;
  fs.writeFileSync(file, after);
  console.log(`${file}: ${before === after ? 'unchanged' : 'redacted'}`);
}
