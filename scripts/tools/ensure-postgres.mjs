// Makes sure the PostgreSQL the server suites run on answers: `node scripts/tools/ensure-postgres.mjs`.
// When it does not and this runs as root on Debian (CI), Debian's cluster is started, and the package installed
// first when missing, as ensure-chromium.mjs does for Chromium; otherwise it says what to do. Only the default
// local server is ever installed or started: a TEST_DATABASE_URL elsewhere is the developer's to run.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const CONFIG_DIR = '/etc/postgresql';

export async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (err) {
    return err;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function run(command, args) {
  execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/** The newest installed cluster version's folder under /etc/postgresql, if any. */
function installedVersion() {
  if (!existsSync(CONFIG_DIR)) return undefined;
  return readdirSync(CONFIG_DIR)
    .filter((name) => /^\d+$/.test(name) && existsSync(path.join(CONFIG_DIR, name, 'main')))
    .sort((a, b) => Number(b) - Number(a))[0];
}

/**
 * A cluster this script just created asks for a password over TCP, and the suites connect as postgres without one:
 * on this throw-away machine, local connections are trusted, as on the development machines.
 */
function trustLocalConnections(version) {
  const file = path.join(CONFIG_DIR, version, 'main', 'pg_hba.conf');
  const trusted = ['local all all trust', 'host all all 127.0.0.1/32 trust', 'host all all ::1/128 trust'];
  writeFileSync(file, `${trusted.join('\n')}\n${readFileSync(file, 'utf8')}`);
}

function installAndStart() {
  let version = installedVersion();
  if (!version) {
    console.log('PostgreSQL not found: installing Debian package "postgresql" with apt-get…');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'postgresql']);
    version = installedVersion();
    if (!version) throw new Error('apt-get installed postgresql but created no cluster under /etc/postgresql');
    trustLocalConnections(version);
  }
  console.log(`Starting PostgreSQL ${version} (cluster main)…`);
  // The cluster may already be running on another port or be starting: a failure here is judged by the check below.
  try {
    run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
  } catch {
    // judged below
  }
}

export async function ensurePostgres(url = process.env.TEST_DATABASE_URL || DEFAULT_URL) {
  let problem = await answers(url);
  if (!problem) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (url === DEFAULT_URL && isRoot && existsSync('/usr/bin/apt-get')) {
    installAndStart();
    for (let attempt = 0; problem && attempt < 20; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      problem = await answers(url);
    }
    if (!problem) return;
  }
  const where = new URL(url);
  throw new Error(
    [
      `PostgreSQL is not answering at ${where.host} as user ${where.username || '(none)'}: ${problem.message}`,
      'Install and start it (on Debian: sudo apt-get install postgresql, then',
      'sudo pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start, with local connections trusted',
      'in pg_hba.conf), or point TEST_DATABASE_URL at a server where this user may create databases.',
    ].join('\n'),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await ensurePostgres();
    console.log('PostgreSQL answers.');
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
