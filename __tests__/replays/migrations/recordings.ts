import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A committed recording as a migration reads it: at least the final state its entries led to. */
export interface Recording {
  finalState: Record<string, unknown>;
}

/** Runs `migrate` on every committed recording and writes back those it changed, naming each. */
export function migrateRecordings<R extends Recording = Recording>(migrate: (recording: R) => boolean): void {
  const folder = join(__dirname, '..');
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const path = join(folder, file);
    const recording = JSON.parse(readFileSync(path, 'utf8')) as R;
    if (!migrate(recording)) continue;
    writeFileSync(path, JSON.stringify(recording, null, 1));
    console.log(`${file}: migrated`);
  }
}
