/**
 * PostgreSQL's own yardstick on the same server in the same run: pgbench's built-in TPC-B-like transaction (three
 * updates, a select and an insert) by 16 clients, on a database of its own that is dropped afterwards.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const DATABASE = 'back_office_pgbench';

export interface PgbenchResult {
  transactionsPerSecond: number;
  clients: number;
  seconds: number;
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Runs pgbench against the PostgreSQL server serverUrl names (any database on it), or says why it could not. */
export async function tpcbLike(serverUrl: string, options = { clients: 16, seconds: 15, scale: 16 }): Promise<PgbenchResult> {
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  await onServer(serverUrl, `drop database if exists ${DATABASE}`);
  await onServer(serverUrl, `create database ${DATABASE}`);
  try {
    await run('pgbench', ['--initialize', '--quiet', `--scale=${options.scale}`, url.toString()]);
    const { stdout } = await run('pgbench', [
      `--client=${options.clients}`,
      '--jobs=2',
      `--time=${options.seconds}`,
      '--builtin=tpcb-like',
      url.toString(),
    ]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
    if (!tps) throw new Error(`pgbench printed no rate:\n${stdout}`);
    return { transactionsPerSecond: Number(tps[1]), clients: options.clients, seconds: options.seconds };
  } finally {
    await onServer(serverUrl, `drop database if exists ${DATABASE}`);
  }
}
