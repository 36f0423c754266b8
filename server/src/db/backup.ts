import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';

/**
 * Copies a SQLite database with SQLite's online backup, safe while servers keep writing to it: the copy is one
 * consistent moment of the database, never a torn file. The copy is checked before it is reported done.
 */
export async function backupSqlite(sourceFile: string, targetFile: string): Promise<void> {
  if (fs.existsSync(targetFile)) throw new Error(`${targetFile} already exists; choose a new file`);
  fs.mkdirSync(path.dirname(targetFile), { recursive: true });
  const source = new SqliteDatabase(sourceFile, { readonly: true, fileMustExist: true });
  try {
    // All remaining pages in one step: a write between small steps would make SQLite start the copy over,
    // again and again on a busy server.
    await source.backup(targetFile, { progress: ({ totalPages }) => totalPages });
  } finally {
    source.close();
  }
  const copy = new SqliteDatabase(targetFile);
  try {
    // One self-contained file, with no -wal or -shm beside it to forget when it is moved; the server turns WAL
    // back on when it opens a restored copy.
    copy.pragma('journal_mode = DELETE');
    const integrity = copy.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`The copy failed SQLite's integrity check: ${String(integrity)}`);
  } finally {
    copy.close();
  }
}

/** DATA_DIR/backups/back-office-2024-05-01T12-30-00Z.sqlite, for the moment given. */
export function timestampedBackupFile(dataDir: string, at: Date = new Date()): string {
  const stamp = at.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
  return path.join(dataDir, 'backups', `back-office-${stamp}.sqlite`);
}
