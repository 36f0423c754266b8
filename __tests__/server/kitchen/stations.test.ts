import type { Station } from '@contract/kitchen';
import type { Order } from '@contract/ordering';
import { createOrderingApp, itemNamed, menuOf, placed, type OrderingApp } from '../ordering/ordering-fixture';

let t: OrderingApp;
let burger: { id: number; categoryId: number };
let drink: { id: number; categoryId: number };
let dessert: { id: number; categoryId: number };
let otherShopPath: string;
let otherCategoryId: number;

beforeAll(async () => {
  t = await createOrderingApp();
  const menu = await menuOf(t, 'mesa-1');
  burger = itemNamed(menu, 'X-Salada');
  drink = itemNamed(menu, 'Coca-Cola lata');
  dessert = itemNamed(menu, 'Pudim de leite');
  const { providerId, shopId } = t.demo.other;
  otherShopPath = `/ordering/accounts/${providerId}/shops/${shopId}`;
  const otherCategory = await t.db.selectFrom('item_groups').select('id').where('location_id', '=', shopId).executeTakeFirstOrThrow();
  otherCategoryId = otherCategory.id;
});
afterEach(() => t.db.deleteFrom('stations').execute());
afterAll(() => t.close());

const stationsPath = (shopPath = t.shopPath) => `${shopPath}/stations`;
const listStations = async (headers = t.staff) => (await t.app.inject({ url: stationsPath(), headers })).json().stations as Station[];
const create = (payload: object, headers = t.staff, shopPath = t.shopPath) =>
  t.app.inject({ method: 'POST', url: stationsPath(shopPath), headers, payload });
const update = (id: number, payload: object, headers = t.staff, shopPath = t.shopPath) =>
  t.app.inject({ method: 'PUT', url: `${stationsPath(shopPath)}/${id}`, headers, payload });
const remove = (id: number, headers = t.staff, shopPath = t.shopPath) => t.app.inject({ method: 'DELETE', url: `${stationsPath(shopPath)}/${id}`, headers });

async function created(name: string, categoryIds: number[]): Promise<Station> {
  const res = await create({ name, categoryIds });
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function stationsOfANewOrder(): Promise<Record<string, number | null | undefined>> {
  const { orderId } = await placed(t, 'mesa-1', {
    items: [
      { itemId: burger.id, quantity: 1 },
      { itemId: drink.id, quantity: 2 },
      { itemId: dessert.id, quantity: 1 },
    ],
  });
  const order: Order = (await t.app.inject({ url: `${t.shopPath}/orders/${orderId}`, headers: t.staff })).json();
  return Object.fromEntries(order.items.map((item) => [item.name, item.stationId]));
}

describe('kitchen stations', () => {
  it("are none until the shop defines them: every item goes to the one 'Cozinha' (station null)", async () => {
    expect(await listStations()).toEqual([]);
    expect(await stationsOfANewOrder()).toEqual({ 'X-Salada': null, 'Coca-Cola lata': null, 'Pudim de leite': null });
  });

  it("send each item to its category's station, and an item no station takes to the first one", async () => {
    const kitchen = await created('Cozinha', [burger.categoryId]);
    const bar = await created(' Bar ', [drink.categoryId]);
    expect(bar).toEqual({ id: expect.any(Number), name: 'Bar', categoryIds: [drink.categoryId] });
    expect(await listStations()).toEqual([kitchen, bar]);
    expect(await stationsOfANewOrder()).toEqual({ 'X-Salada': kitchen.id, 'Coca-Cola lata': bar.id, 'Pudim de leite': kitchen.id });
  });

  it('rename and take other categories; a removed station hands its categories to the first', async () => {
    const kitchen = await created('Cozinha', [burger.categoryId]);
    const bar = await created('Bar', [drink.categoryId]);
    const renamed = await update(bar.id, { name: 'Bebidas e doces', categoryIds: [drink.categoryId, dessert.categoryId] });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id: bar.id, name: 'Bebidas e doces', categoryIds: [drink.categoryId, dessert.categoryId].sort((a, b) => a - b) });
    expect((await stationsOfANewOrder())['Pudim de leite']).toBe(bar.id);

    expect((await remove(bar.id)).statusCode).toBe(204);
    expect(await listStations()).toEqual([kitchen]);
    expect(await stationsOfANewOrder()).toEqual({ 'X-Salada': kitchen.id, 'Coca-Cola lata': kitchen.id, 'Pudim de leite': kitchen.id });
  });

  it('refuse a category another station takes, naming both, and change nothing', async () => {
    await created('Cozinha', [burger.categoryId]);
    const bar = await created('Bar', [drink.categoryId]);
    const before = await listStations();

    const taken = await create({ name: 'Chapa', categoryIds: [burger.categoryId] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A categoria Lanches já pertence à estação Cozinha.');
    const movedInto = await update(bar.id, { name: 'Bar', categoryIds: [drink.categoryId, burger.categoryId] });
    expect(movedInto.statusCode).toBe(409);
    expect(await listStations()).toEqual(before);
  });

  it('refuse a second station of the same name, and bad bodies, changing nothing', async () => {
    const kitchen = await created('Cozinha', [burger.categoryId]);
    const bar = await created('Bar', []);
    const same = await create({ name: 'Cozinha', categoryIds: [] });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('Já existe uma estação com esse nome.');
    expect((await update(bar.id, { name: 'Cozinha', categoryIds: [] })).statusCode).toBe(409);

    const bad = [
      { name: '', categoryIds: [] },
      { name: '   ', categoryIds: [] },
      { name: 'x'.repeat(31), categoryIds: [] },
      { name: 'Chapa' },
      { name: 'Chapa', categoryIds: [drink.categoryId, drink.categoryId] },
      { name: 'Chapa', categoryIds: ['1'] },
      { name: 'Chapa', categoryIds: [], color: 'red' },
    ];
    for (const payload of bad) expect((await create(payload)).statusCode).toBe(400);
    const notOurs = await create({ name: 'Chapa', categoryIds: [otherCategoryId] });
    expect(notOurs.statusCode).toBe(400);
    expect(notOurs.json().message).toBe('Categoria não encontrada.');
    expect(await listStations()).toEqual([kitchen, bar]);
  });

  it("are one shop's: another account's token reaches none of them, and a shop's path reaches no other shop's station", async () => {
    const kitchen = await created('Cozinha', [burger.categoryId]);
    expect((await t.app.inject({ url: stationsPath(), headers: t.otherStaff })).statusCode).toBe(404);
    expect((await create({ name: 'Intruso', categoryIds: [] }, t.otherStaff)).statusCode).toBe(404);
    expect((await update(kitchen.id, { name: 'Intruso', categoryIds: [] }, t.otherStaff)).statusCode).toBe(404);
    expect((await remove(kitchen.id, t.otherStaff)).statusCode).toBe(404);
    // The other account, on its own shop's path, names the demo shop's station: not found there either.
    expect((await update(kitchen.id, { name: 'Intruso', categoryIds: [] }, t.otherStaff, otherShopPath)).statusCode).toBe(404);
    expect((await remove(kitchen.id, t.otherStaff, otherShopPath)).statusCode).toBe(404);
    expect((await t.app.inject({ url: stationsPath() })).statusCode).toBe(401);
    expect(await listStations()).toEqual([kitchen]);
  });
});

describe('kitchen settings', () => {
  const settingsPath = (shopPath = t.shopPath) => `${shopPath}/kitchen/settings`;
  const save = (payload: object, headers = t.staff) => t.app.inject({ method: 'PUT', url: settingsPath(), headers, payload });
  const read = async () => (await t.app.inject({ url: settingsPath(), headers: t.staff })).json();

  it('are the defaults until saved, then what was saved, for this shop only', async () => {
    const defaults = { autoComplete: true, ticketsFrom: 'approved', boardMinutes: 5, amberAfterMin: 10, redAfterMin: 20 };
    expect(await read()).toEqual(defaults);
    const mine = { autoComplete: false, ticketsFrom: 'started', boardMinutes: 3, amberAfterMin: 4, redAfterMin: 7 };
    expect((await save(mine)).json()).toEqual(mine);
    expect(await read()).toEqual(mine);
    expect((await save(mine, t.otherStaff)).statusCode).toBe(404);
    expect((await t.app.inject({ url: settingsPath(otherShopPath), headers: t.otherStaff })).json()).toEqual(defaults);
    await save(defaults);
  });

  it('refuse bad values, changing nothing', async () => {
    const before = await read();
    for (const payload of [
      { ...before, ticketsFrom: 'paid' },
      { ...before, boardMinutes: 0 },
      { ...before, boardMinutes: 61 },
      { ...before, autoComplete: 'sim' },
      { autoComplete: true },
      { ...before, amberAfterMin: 0 },
      { ...before, redAfterMin: 241 },
      { ...before, amberAfterMin: 2.5 },
      { autoComplete: true, ticketsFrom: 'approved', boardMinutes: 5 },
    ]) {
      expect((await save(payload)).statusCode).toBe(400);
    }
    expect(await read()).toEqual(before);
  });

  it('refuse a red threshold that does not come after the amber one, saying so', async () => {
    const before = await read();
    for (const [amberAfterMin, redAfterMin] of [[15, 15], [20, 10]]) {
      const refused = await save({ ...before, amberAfterMin, redAfterMin });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: 'bad_request', message: 'body amberAfterMin deve ser menor que redAfterMin.' });
    }
    expect(await read()).toEqual(before);
    expect((await save({ ...before, amberAfterMin: 14, redAfterMin: 15 })).json()).toMatchObject({ amberAfterMin: 14, redAfterMin: 15 });
    await save(before);
  });
});
