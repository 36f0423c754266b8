import { createMenuTestApp, created, itemBody, itemGroupBody, portionBody, type MenuTestApp } from './support';

let m: MenuTestApp;
let items: string;
let groupId: number;
beforeAll(async () => {
  m = await createMenuTestApp();
  items = `${m.demo.shop}/items`;
  groupId = await created(m.demo.call('POST', `${m.demo.shop}/item-groups`, itemGroupBody('Lanches')));
});
afterAll(() => m.t.close());

describe('items (products)', () => {
  it('creates a product with description and price and reads it back in reais', async () => {
    const id = await created(m.demo.call('POST', items, itemBody(groupId, { price: 0.1 + 0.2 })));
    const res = await m.demo.call('GET', `${items}/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      groupId,
      name: 'X-Burger',
      description: 'Pão, carne e queijo',
      imageId: null,
      price: 0.3,
      updatedAt: expect.any(String),
      available: true,
    });
  });

  it("lists a category's products with the count", async () => {
    const other = await created(m.demo.call('POST', `${m.demo.shop}/item-groups`, itemGroupBody('Bebidas')));
    await created(m.demo.call('POST', items, itemBody(other, { name: 'Suco' })));
    await created(m.demo.call('POST', items, itemBody(other, { name: 'Água', available: false })));
    const res = await m.demo.call('GET', `${items}?groupId=${other}&limit=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [expect.objectContaining({ name: 'Suco' })], count: 2 });
    const second = await m.demo.call('GET', `${items}?groupId=${other}&offset=1`);
    expect(second.json().items).toEqual([expect.objectContaining({ name: 'Água', available: false })]);
  });

  it('needs the groupId of the list', async () => {
    expect((await m.demo.call('GET', items)).statusCode).toBe(400);
    expect((await m.demo.call('GET', `${items}?groupId=x`)).statusCode).toBe(400);
    expect((await m.demo.call('GET', `${items}?groupId=999999`)).statusCode).toBe(404);
  });

  it('stores an empty description as none', async () => {
    const id = await created(m.demo.call('POST', items, itemBody(groupId, { description: '' })));
    expect((await m.demo.call('GET', `${items}/${id}`)).json().description).toBeNull();
  });

  it.each([
    ['price 0', { price: 0 }],
    ['price 999.99', { price: 999.99 }],
    ['a 50-character name', { name: 'n'.repeat(50) }],
    ['a 255-character description', { description: 'd'.repeat(255) }],
    ['no description', { description: null }],
  ])('accepts %s', async (_case, overrides) => {
    expect((await m.demo.call('POST', items, itemBody(groupId, overrides))).statusCode).toBe(201);
  });

  it.each([
    ['a negative price', { price: -0.01 }],
    ['a price above 999.99', { price: 1000 }],
    ['a price as text', { price: '12.50' }],
    ['a missing price', { price: undefined }],
    ['a missing name', { name: undefined }],
    ['a name over 50 characters', { name: 'n'.repeat(51) }],
    ['a description over 255 characters', { description: 'd'.repeat(256) }],
    ['available as a number', { available: 1 }],
    ['groupId as text', { groupId: String(1) }],
  ])('refuses %s with 400', async (_case, overrides) => {
    const before = (await m.demo.call('GET', `${items}?groupId=${groupId}`)).json().count;
    const res = await m.demo.call('POST', items, itemBody(groupId, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('bad_request');
    expect((await m.demo.call('GET', `${items}?groupId=${groupId}`)).json().count).toBe(before);
  });

  it('answers 404 for a category that does not exist', async () => {
    const res = await m.demo.call('POST', items, itemBody(999999));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Categoria não encontrada.');
  });

  it('updates a product and may move it to another category', async () => {
    const id = await created(m.demo.call('POST', items, itemBody(groupId)));
    const target = await created(m.demo.call('POST', `${m.demo.shop}/item-groups`, itemGroupBody('Combos')));
    const res = await m.demo.call('PUT', `${items}/${id}`, itemBody(target, { name: 'Combo', price: 39.9, available: false }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, groupId: target, name: 'Combo', price: 39.9, available: false });
    expect((await m.demo.call('GET', `${items}?groupId=${target}`)).json().count).toBe(1);
  });

  it('refuses an invalid update and keeps the product', async () => {
    const id = await created(m.demo.call('POST', items, itemBody(groupId, { name: 'Mantido' })));
    expect((await m.demo.call('PUT', `${items}/${id}`, itemBody(groupId, { price: -1 }))).statusCode).toBe(400);
    expect((await m.demo.call('PUT', `${items}/${id}`, itemBody(999999))).statusCode).toBe(404);
    expect((await m.demo.call('GET', `${items}/${id}`)).json()).toMatchObject({ name: 'Mantido', groupId });
  });

  it('removes a product with its portions', async () => {
    const id = await created(m.demo.call('POST', items, itemBody(groupId)));
    const portionId = await created(m.demo.call('POST', `${items}/${id}/portions`, portionBody(id)));
    expect((await m.demo.call('DELETE', `${items}/${id}`)).statusCode).toBe(204);
    expect((await m.demo.call('GET', `${items}/${id}`)).statusCode).toBe(404);
    const left = await m.t.db.selectFrom('portions').select('id').where('id', '=', portionId).execute();
    expect(left).toEqual([]);
  });

  it('answers 404 for unknown products', async () => {
    expect((await m.demo.call('GET', `${items}/999999`)).statusCode).toBe(404);
    expect((await m.demo.call('PUT', `${items}/999999`, itemBody(groupId))).statusCode).toBe(404);
    expect((await m.demo.call('DELETE', `${items}/999999`)).statusCode).toBe(404);
  });
});
