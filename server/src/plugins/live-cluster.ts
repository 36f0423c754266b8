import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyInstance } from 'fastify';
import { Pool } from 'pg';
import type { ServerOptions } from 'socket.io';

const ATTACHMENTS_TABLE = 'socket_io_attachments';
// Serializes the table's creation between instances starting together: concurrent CREATE TABLE IF NOT EXISTS
// can still fail on PostgreSQL's catalog unique index. Any number other advisory locks on this database do not use.
const ATTACHMENTS_LOCK_KEY = 7_460_117_310_624_019;
// One connection holds LISTEN; the others publish and clean up. Publishing is one short query per event.
const POOL_SIZE = 3;
const LISTEN_TIMEOUT_MS = 15_000;
const LISTEN_POLL_MS = 50;

async function ensureAttachmentsTable(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [ATTACHMENTS_LOCK_KEY]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${ATTACHMENTS_TABLE} (id bigserial UNIQUE, created_at timestamptz DEFAULT now(), payload bytea)`,
    );
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/**
 * The adapter subscribes in the background; an instance that took sockets before its LISTEN is in place would
 * silently miss the other instances' events for them, so it is not ready until PostgreSQL shows the subscription.
 */
async function waitUntilListening(pool: Pool, applicationName: string): Promise<void> {
  const deadline = Date.now() + LISTEN_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const { rowCount } = await pool.query(
      `SELECT 1 FROM pg_stat_activity WHERE application_name = $1 AND state = 'idle' AND query LIKE 'LISTEN %'`,
      [applicationName],
    );
    if (rowCount) return;
    await sleep(LISTEN_POLL_MS);
  }
  throw new Error(`Live events: no LISTEN on PostgreSQL after ${LISTEN_TIMEOUT_MS} ms`);
}

/**
 * On PostgreSQL, events emitted by one instance reach the sockets connected to every other one, through
 * LISTEN/NOTIFY on a small pool of its own. Undefined on SQLite, which one instance alone uses: socket.io's
 * in-memory adapter is all it needs.
 */
export function clusterAdapterOf(app: FastifyInstance): ServerOptions['adapter'] | undefined {
  const { databaseUrl } = app.config;
  if (!databaseUrl) return undefined;

  const applicationName = `back-office-live-${randomBytes(6).toString('hex')}`;
  const pool = new Pool({ connectionString: databaseUrl, max: POOL_SIZE, application_name: applicationName });
  const logLost = (err: Error) => app.log.error({ err }, 'live events: PostgreSQL connection lost');
  // The LISTEN connection stays checked out, where the pool's own error listener does not cover it; the adapter
  // reconnects on its 'end'.
  pool.on('error', logLost);
  pool.on('connect', (client) => client.on('error', logLost));

  app.addHook('onReady', async () => {
    await ensureAttachmentsTable(pool);
    await waitUntilListening(pool, applicationName);
  });
  // After preClose has closed socket.io, which releases the LISTEN connection.
  app.addHook('onClose', async () => pool.end());

  return createAdapter(pool, {
    tableName: ATTACHMENTS_TABLE,
    errorHandler: (err) => app.log.error({ err }, 'live events between instances failed'),
  });
}
