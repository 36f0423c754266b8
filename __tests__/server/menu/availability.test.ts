import type { Availability } from '@contract/availability';
import type { PublicMenu } from '@contract/customer';
import type { Order } from '@contract/ordering';
import { createOrderingApp, itemNamed, menuOf, optionNamed, placed, type OrderingApp } from '../ordering/ordering-fixture';

let t: OrderingApp;
let menuPath: string;

beforeAll(async () => {
  t = await createOrderingApp();
  menuPath = `/menu/accounts/${t.demo.demo.providerId}/shops/${t.demo.demo.shopId}`;
});
afterAll(() => t.close());

const availability = async (query: string, headers = t.staff) => {
  const response = await t.app.inject({ url: `${menuPath}/availability?${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json() as Availability;
};
const mark = (kind: 'items' | 'options', id: number, available: boolean, headers = t.staff) =>
  t.app.inject({ method: 'PUT', url: `${menuPath}/${kind}/${id}/availability`, headers, payload: { available } });

/** Sold-out products and options stay on the customer menu, marked unavailable ('Esgotado'). */
const offered = (menu: PublicMenu, name: string) =>
  menu.categories.some((category) => category.items.some((item) => item.name === name && item.available));
const optionOffered = (menu: PublicMenu, name: string) =>
  menu.categories.some((category) => category.optionGroups.some((group) => group.options.some((option) => option.name === name && option.available)));

describe("'Esgotar' from an order", () => {
  it("names each line's product and option, so the order's screen can mark them", async () => {
    const menu = await menuOf(t, 'mesa-1');
    const burger = itemNamed(menu, 'X-Burguer');
    const bacon = optionNamed(menu, burger.categoryId, 'Bacon');
    const result = await placed(t, 'mesa-1', { items: [{ itemId: burger.id, quantity: 1, portionId: burger.portions[0]?.id, optionIds: [bacon.id] }] });
    const order = (await t.app.inject({ url: `${t.shopPath}/orders/${result.orderId}`, headers: t.staff })).json() as Order;
    expect(order.items[0].itemId).toBe(burger.id);
    expect(order.items[0].options[0].optionId).toBe(bacon.id);
  });

  it('says whether products and options are on sale, and how many products offer each option', async () => {
    const menu = await menuOf(t, 'mesa-1');
    const burger = itemNamed(menu, 'X-Burguer');
    const bacon = optionNamed(menu, burger.categoryId, 'Bacon');
    const products = await t.db.selectFrom('items').select((eb) => eb.fn.countAll().as('count')).where('group_id', '=', burger.categoryId).executeTakeFirstOrThrow();
    const answer = await availability(`itemIds=${burger.id}&optionIds=${bacon.id}`);
    expect(answer).toEqual({
      items: [{ id: burger.id, available: true }],
      options: [{ id: bacon.id, available: true, productCount: Number(products.count) }],
    });
    expect(Number(products.count)).toBeGreaterThan(1);
  });

  it('marks a product sold out and back: the customer menu stops and starts offering it at once', async () => {
    const burger = itemNamed(await menuOf(t, 'mesa-1'), 'X-Salada');
    const soldOut = await mark('items', burger.id, false);
    expect(soldOut.statusCode).toBe(200);
    expect(soldOut.json()).toEqual({ id: burger.id, available: false });
    expect(offered(await menuOf(t, 'mesa-1'), 'X-Salada')).toBe(false);
    expect((await availability(`itemIds=${burger.id}`)).items).toEqual([{ id: burger.id, available: false }]);

    expect((await mark('items', burger.id, true)).statusCode).toBe(200);
    expect(offered(await menuOf(t, 'mesa-1'), 'X-Salada')).toBe(true);
  });

  it('marks an option sold out for every product that offers it, and nothing else of it changes', async () => {
    const menu = await menuOf(t, 'mesa-1');
    const burger = itemNamed(menu, 'X-Burguer');
    const cheddar = optionNamed(menu, burger.categoryId, 'Cheddar');
    const before = await t.db.selectFrom('options').selectAll().where('id', '=', cheddar.id).executeTakeFirstOrThrow();
    expect((await mark('options', cheddar.id, false)).statusCode).toBe(200);
    expect(optionOffered(await menuOf(t, 'mesa-1'), 'Cheddar')).toBe(false);
    const after = await t.db.selectFrom('options').selectAll().where('id', '=', cheddar.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ ...before, available: 0 });
    await mark('options', cheddar.id, true);
    expect(optionOffered(await menuOf(t, 'mesa-1'), 'Cheddar')).toBe(true);
  });

  it("is the shop's own: another shop's records are not found, and are left out of the answer", async () => {
    const burger = itemNamed(await menuOf(t, 'mesa-1'), 'X-Burguer');
    expect((await mark('items', burger.id, false, t.otherStaff)).statusCode).toBe(404);
    const otherPath = `/menu/accounts/${t.demo.other.providerId}/shops/${t.demo.other.shopId}`;
    const other = await t.app.inject({ url: `${otherPath}/availability?itemIds=${burger.id}`, headers: t.otherStaff });
    expect(other.json()).toEqual({ items: [], options: [] });
    expect((await availability(`itemIds=${burger.id}`)).items[0].available).toBe(true);
  });

  it('refuses bad input and changes nothing', async () => {
    const burger = itemNamed(await menuOf(t, 'mesa-1'), 'X-Burguer');
    for (const payload of [{}, { available: 'no' }, { available: false, name: 'x' }]) {
      const response = await t.app.inject({ method: 'PUT', url: `${menuPath}/items/${burger.id}/availability`, headers: t.staff, payload });
      expect(response.statusCode).toBe(400);
    }
    expect((await t.app.inject({ url: `${menuPath}/availability?itemIds=abc`, headers: t.staff })).statusCode).toBe(400);
    expect((await mark('items', 999_999, false)).statusCode).toBe(404);
    expect((await availability(`itemIds=${burger.id}`)).items[0].available).toBe(true);
  });
});
