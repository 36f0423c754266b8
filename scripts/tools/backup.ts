/**
 * A consistent copy of the SQLite database, made while the server runs:
 *
 *   npm run backup [-- <file>]
 *
 * Without a file, the copy goes to DATA_DIR/backups/ with the time in its name. To restore: stop the server,
 * replace DATA_DIR/back-office.sqlite with the copy (and delete any back-office.sqlite-wal and -shm next to it),
 * start the server. PostgreSQL (DATABASE_URL) is backed up with its own tools, such as pg_dump.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SQLITE_FILE_NAME } from '@server/app';
import { loadConfig } from '@server/config';
import { backupSqlite, timestampedBackupFile } from '@server/db/backup';

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) throw new Error('DATABASE_URL is set: back up PostgreSQL with its own tools (pg_dump).');
  const source = path.join(config.dataDir, SQLITE_FILE_NAME);
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}; set DATA_DIR to the server's data folder.`);
  const target = path.resolve(process.argv[2] ?? timestampedBackupFile(config.dataDir));
  const started = Date.now();
  await backupSqlite(source, target);
  const megabytes = (fs.statSync(target).size / 1024 / 1024).toFixed(1);
  console.log(`Backup of ${source} written to ${target} (${megabytes} MB, ${Date.now() - started} ms)`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
