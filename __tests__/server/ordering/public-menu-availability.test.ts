import { createOrderingApp, itemNamed, menuOf, optionNamed, postOrder, type OrderingApp } from './ordering-fixture';

let t: OrderingApp;
beforeAll(async () => {
  t = await createOrderingApp();
});
afterAll(() => t.close());

describe("the customer menu follows what staff mark sold out and the shop's pause", () => {
  it('lists a sold-out product, portion and option marked unavailable, and refuses ordering the product', async () => {
    const before = await menuOf(t, 'mesa-1');
    const burger = itemNamed(before, 'X-Burguer');
    const bacon = optionNamed(before, burger.categoryId, 'Bacon');
    const duplo = burger.portions.find((portion) => portion.name === 'Duplo')!;
    await t.db.updateTable('items').set({ available: 0 }).where('id', '=', burger.id).execute();
    await t.db.updateTable('portions').set({ available: 0 }).where('id', '=', duplo.id).execute();
    await t.db.updateTable('options').set({ available: 0 }).where('id', '=', bacon.id).execute();
    try {
      const after = await menuOf(t, 'mesa-1');
      const soldOut = itemNamed(after, 'X-Burguer');
      expect(soldOut).toMatchObject({ available: false, portions: [{ name: 'Simples', available: true }, { name: 'Duplo', available: false }] });
      expect(optionNamed(after, burger.categoryId, 'Bacon')).toMatchObject({ available: false });
      expect(optionNamed(after, burger.categoryId, 'Ovo')).toMatchObject({ available: true });

      const refused = await postOrder(t, 'mesa-1', { items: [{ itemId: burger.id, quantity: 1, portionId: burger.portions[0].id }] });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('"X-Burguer" está indisponível.');
    } finally {
      await t.db.updateTable('items').set({ available: 1 }).where('id', '=', burger.id).execute();
      await t.db.updateTable('portions').set({ available: 1 }).where('id', '=', duplo.id).execute();
      await t.db.updateTable('options').set({ available: 1 }).where('id', '=', bacon.id).execute();
    }
  });

  it('tells a paused shop and the time it resumes, and says nothing once it resumed', async () => {
    expect((await menuOf(t, 'mesa-1')).pause).toEqual({ paused: false, pausedAt: null, resumeAt: null });
    const paused = await t.app.inject({ method: 'PUT', url: `${t.shopPath}/pause`, headers: t.staff, payload: { minutes: 30 } });
    expect(paused.statusCode).toBe(200);
    try {
      expect((await menuOf(t, 'mesa-1')).pause).toEqual({ paused: true, pausedAt: expect.any(String), resumeAt: paused.json().resumeAt });
    } finally {
      await t.app.inject({ method: 'DELETE', url: `${t.shopPath}/pause`, headers: t.staff });
    }
    expect((await menuOf(t, 'mesa-1')).pause.paused).toBe(false);
  });
});
