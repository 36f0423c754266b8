import { sql } from 'kysely';
import { removeDataDir, startServer, type RunningServer } from '../../e2e/support/server';
import { migrations } from '@server/db/migrations';
import { DEMO_EMAIL } from '@server/seeds/demo';
import { bearer, expectStatus, signIn } from './support/http';
import { startTogether } from './support/together';
import { createSharedDatabase, type SharedDatabase } from './support/postgres';

// Three real server processes started at the same moment on one empty database, as a deploy of N replicas does.
const INSTANCES = 3;

let database: SharedDatabase;
let servers: RunningServer[] = [];

beforeAll(async () => {
  database = await createSharedDatabase();
  // An empty JWT_SECRET makes each instance resolve the secret through the shared database.
  servers = await startTogether(
    INSTANCES,
    () => startServer({ env: { DATABASE_URL: database.url, SEED_DEMO: 'true', JWT_SECRET: '' } }),
    async (server) => {
      await server.stop();
      removeDataDir(server.dataDir);
    },
  );
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  for (const server of servers) removeDataDir(server.dataDir);
  await database?.drop();
});

const countOf = async (table: 'providers' | 'users' | 'locations' | 'qrcodes') =>
  Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow()).count);

describe('instances starting together on one fresh PostgreSQL database', () => {
  it('all come up, and each migration ran exactly once', async () => {
    expect(servers.map((server) => server.process.exitCode)).toEqual(Array(INSTANCES).fill(null));
    const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(database.db);
    expect(rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
  });

  it('seed the demo data once', async () => {
    expect(await countOf('providers')).toBe(2);
    expect(await countOf('users')).toBe(2);
    expect(await countOf('locations')).toBe(2);
    const mesa1 = await database.db.selectFrom('qrcodes').select('id').where('code', '=', 'mesa-1').execute();
    expect(mesa1).toHaveLength(1);
  });

  it('agree on one token secret: tokens signed by one instance are accepted by the others', async () => {
    // One row each: the token secret, the payment webhook's secret, the PIN digests' secret and the Web Push key pair.
    const secrets = await database.db.selectFrom('server_secrets').select('name').orderBy('name').execute();
    expect(secrets.map((row) => row.name)).toEqual(['jwt', 'payment-webhook', 'pin', 'vapid']);
    // Token 1 from the first instance, token 2 from the second, both used on the third.
    const session = await signIn(servers[0].url, DEMO_EMAIL, servers[1].url);
    const third = servers[2].url;
    const profile = await expectStatus(fetch(`${third}/api/me/profile`, { headers: bearer(session.userToken) }), 200);
    expect(await profile.json()).toMatchObject({ email: DEMO_EMAIL });
    const groups = `${third}/menu/accounts/${session.providerId}/shops/${session.shopId}/item-groups`;
    await expectStatus(fetch(groups, { headers: bearer(session.accountToken) }), 200);
    // And on one Web Push key, so a device subscribed through one instance gets pushes from any.
    const keys = await Promise.all(
      servers.map(async (server) => {
        const res = await expectStatus(fetch(`${server.url}/push/public-key`, { headers: bearer(session.accountToken) }), 200);
        return ((await res.json()) as { publicKey: string }).publicKey;
      }),
    );
    expect(new Set(keys).size).toBe(1);
    // And on one PIN secret: the demo team was seeded by whichever instance won, and every instance knows Carla's PIN.
    const shop = `/ordering/accounts/${session.providerId}/shops/${session.shopId}`;
    for (const server of servers) {
      const res = await fetch(`${server.url}${shop}/team/sessions`, {
        method: 'POST',
        headers: { ...bearer(session.accountToken), 'content-type': 'application/json' },
        body: JSON.stringify({ pin: '1234' }),
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ member: { name: 'Carla' } });
    }
  });
});
