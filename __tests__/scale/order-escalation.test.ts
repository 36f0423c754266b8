import '../server/support/native-esm';
import { createECDH, randomBytes } from 'node:crypto';
import { DEMO_EMAIL, seedDemo } from '@server/seeds/demo';
import { saveSubscription } from '@server/repositories/push-subscriptions';
import { startSession } from '@server/security/sessions';
import { orderableItemOf, placeOrder } from '../../scripts/scale/customer-orders';
import { fakePushNetwork } from '../server/support/push-network';
import { signIn, type StaffSession } from './support/http';
import { startInstance, type Instance } from './support/instances';
import { openStaffSocket, type StaffSocket } from './support/live';
import { createSharedDatabase, type SharedDatabase } from './support/postgres';
import { startTogether } from './support/together';

// Both instances sweep every 100 ms, so they race for the same orders the moment they fall due.
const SWEEP_MS = 100;
const ORDERS = 6;

let database: SharedDatabase;
let a: Instance;
let b: Instance;
let demo: StaffSession;
const network = fakePushNetwork();
const sockets: StaffSocket[] = [];

beforeAll(async () => {
  database = await createSharedDatabase();
  const start = () => startInstance(database.url, { config: { orderEscalationSweepMs: SWEEP_MS }, pushNetwork: network.options });
  [a, b] = await startTogether(2, start, (instance) => instance.app.close());
  await seedDemo(database.db);
  demo = await signIn(a.url, DEMO_EMAIL);
});

afterAll(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await Promise.all([a?.app.close(), b?.app.close()]);
  await database?.drop();
});

describe('an order nobody takes, with two instances on one PostgreSQL database', () => {
  it("is pushed once and announced once to the screens on either instance, however the sweeps race", async () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    const user = await database.db.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirstOrThrow();
    const { sessionId } = await startSession(a.app.db, user.id, 'phone', 3600);
    expect(await saveSubscription(a.app.db, { endpoint: 'https://push.exemplo.test/phone', keys }, { shopId: demo.shopId, userId: user.id, sessionId })).toBe('saved');
    const onA = await openStaffSocket(a.url, demo.accountToken, demo.shopId);
    const onB = await openStaffSocket(b.url, demo.accountToken, demo.shopId);
    sockets.push(onA, onB);

    const item = await orderableItemOf(a.url, 'mesa-1');
    const ids: number[] = [];
    for (let index = 0; index < ORDERS; index++) ids.push((await placeOrder(index % 2 === 0 ? a.url : b.url, 'mesa-1', item)).orderId);
    await Promise.all([a.app.push.settled(), b.app.push.settled()]);
    network.sent.length = 0;

    // As if they had come in four minutes ago: due for both sweeps at once.
    await database.db
      .updateTable('orders')
      .set({ authorized_at: new Date(Date.now() - 4 * 60_000).toISOString() })
      .where('id', 'in', ids)
      .execute();
    const escalatedOn = (socket: StaffSocket) => socket.received.filter((event) => event.event === 'escalated').map((event) => event.id);
    const deadline = Date.now() + 20_000;
    while ((escalatedOn(onA).length < ORDERS || escalatedOn(onB).length < ORDERS) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // A few more sweeps on each instance, to show they leave the orders alone.
    await new Promise((resolve) => setTimeout(resolve, 10 * SWEEP_MS));
    await Promise.all([a.app.push.settled(), b.app.push.settled()]);

    const byId = (x: number, y: number) => x - y;
    expect(escalatedOn(onA).sort(byId)).toEqual(ids);
    expect(escalatedOn(onB).sort(byId)).toEqual(ids);
    expect(network.sent.map((push) => push.headers.topic).sort()).toEqual(ids.map((id) => `order-${id}`).sort());
  });
});
