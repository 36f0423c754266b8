import '../support/native-esm';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { migrateToLatest } from '@server/db/database';
import { seedDemo } from '@server/seeds/demo';
import { demoCustomerLinks, demoTeamPins } from '@server/seeds/demo-links';
import { pinDigestOf } from '@server/security/pins';

const HOST = 'https://pedidos.exemplo.com.br';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database.db);
});
afterAll(() => database.drop());

describe("the demo shop's customer links printed at start-up", () => {
  it('are none while the demo data is not there', async () => {
    expect(await demoCustomerLinks(database.db, HOST)).toBeNull();
  });

  it("are Mesa 1's guests' menu and the delivery address, on the QR codes' host", async () => {
    await seedDemo(database.db);
    expect(await demoCustomerLinks(database.db, `${HOST}/`)).toEqual({
      table: `${HOST}/sign-in/mesa-1`,
      delivery: `${HOST}/restaurante-demo`,
    });
  });

  it('fall back to the first active table without Mesa 1, and leave out a delivery without a slug', async () => {
    const { db } = database;
    await db.updateTable('qrcodes').set({ location_name: 'Varanda' }).where('code', '=', 'mesa-1').execute();
    await db.updateTable('qrcodes').set({ active: 0 }).where('code', '=', 'mesa-2').execute();
    await db.updateTable('delivery_settings').set({ slug: null, active: 0 }).execute();
    expect(await demoCustomerLinks(db, HOST)).toEqual({ table: `${HOST}/sign-in/mesa-1`, delivery: null });

    await db.updateTable('qrcodes').set({ active: 0 }).where('code', '=', 'mesa-1').execute();
    expect(await demoCustomerLinks(db, HOST)).toEqual({ table: `${HOST}/sign-in/mesa-3`, delivery: null });
  });
});

describe("the demo team's PINs printed at start-up", () => {
  it('are each seeded person with their role and PIN, while that is still their PIN', async () => {
    const { db } = database;
    expect(await demoTeamPins(db)).toEqual(['Carla (Gerente) 1234', 'Bruno (Garçom) 2222', 'Dani (Garçom) 3333', 'Caio (Cozinha) 4444', 'Lia (Caixa) 5555']);
    await db.updateTable('staff_members').set({ pin_digest: await pinDigestOf(db, '9999') }).where('name', '=', 'Bruno').execute();
    await db.updateTable('staff_members').set({ active: 0 }).where('name', '=', 'Lia').execute();
    expect(await demoTeamPins(db)).toEqual(['Carla (Gerente) 1234', 'Dani (Garçom) 3333', 'Caio (Cozinha) 4444']);
  });
});
