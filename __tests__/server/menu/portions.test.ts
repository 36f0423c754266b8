import { createMenuTestApp, created, itemBody, itemGroupBody, portionBody, type MenuTestApp } from './support';

let m: MenuTestApp;
let itemId: number;
let portions: string;
beforeAll(async () => {
  m = await createMenuTestApp();
  const groupId = await created(m.demo.call('POST', `${m.demo.shop}/item-groups`, itemGroupBody()));
  itemId = await created(m.demo.call('POST', `${m.demo.shop}/items`, itemBody(groupId)));
  portions = `${m.demo.shop}/items/${itemId}/portions`;
});
afterAll(() => m.t.close());

describe('portions', () => {
  it('creates a portion and reads it back', async () => {
    const id = await created(m.demo.call('POST', portions, portionBody(itemId, { name: 'Média', price: 19.9, isAvailable: false })));
    const res = await m.demo.call('GET', `${portions}/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, itemId, name: 'Média', price: 19.9, createdAt: expect.any(String), isAvailable: false });
  });

  it("lists the product's portions with the count, paged", async () => {
    const before = (await m.demo.call('GET', portions)).json().count;
    await created(m.demo.call('POST', portions, portionBody(itemId, { name: 'P' })));
    await created(m.demo.call('POST', portions, portionBody(itemId, { name: 'G' })));
    const res = await m.demo.call('GET', `${portions}?offset=${before}&limit=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ portions: [expect.objectContaining({ name: 'P' })], count: before + 2 });
  });

  it('updates a portion', async () => {
    const id = await created(m.demo.call('POST', portions, portionBody(itemId)));
    const res = await m.demo.call('PUT', `${portions}/${id}`, portionBody(itemId, { name: 'Família', price: 59.9, isAvailable: false }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Família', price: 59.9, isAvailable: false });
  });

  it.each([
    ['a negative price', { price: -1 }],
    ['a price above 999.99', { price: 999.991 }],
    ['a name over 50 characters', { name: 'p'.repeat(51) }],
    ['a missing name', { name: undefined }],
    ['isAvailable as text', { isAvailable: 'sim' }],
    ['the old field name available', { isAvailable: undefined, available: true }],
  ])('refuses %s with 400', async (_case, overrides) => {
    expect((await m.demo.call('POST', portions, portionBody(itemId, overrides))).statusCode).toBe(400);
  });

  it('refuses a body naming another product than the path', async () => {
    const res = await m.demo.call('POST', portions, portionBody(itemId + 1));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/itemId/);
  });

  it('answers 404 for an unknown product or portion', async () => {
    const unknownItem = `${m.demo.shop}/items/999999/portions`;
    expect((await m.demo.call('GET', unknownItem)).statusCode).toBe(404);
    expect((await m.demo.call('POST', unknownItem, portionBody(999999))).statusCode).toBe(404);
    expect((await m.demo.call('GET', `${portions}/999999`)).statusCode).toBe(404);
    expect((await m.demo.call('PUT', `${portions}/999999`, portionBody(itemId))).statusCode).toBe(404);
    expect((await m.demo.call('DELETE', `${portions}/999999`)).statusCode).toBe(404);
  });

  it('does not reach a portion through another product of the same shop', async () => {
    const id = await created(m.demo.call('POST', portions, portionBody(itemId)));
    const groupId = await created(m.demo.call('POST', `${m.demo.shop}/item-groups`, itemGroupBody('Outra')));
    const otherItem = await created(m.demo.call('POST', `${m.demo.shop}/items`, itemBody(groupId)));
    expect((await m.demo.call('GET', `${m.demo.shop}/items/${otherItem}/portions/${id}`)).statusCode).toBe(404);
    expect((await m.demo.call('DELETE', `${m.demo.shop}/items/${otherItem}/portions/${id}`)).statusCode).toBe(404);
    expect((await m.demo.call('GET', `${portions}/${id}`)).statusCode).toBe(200);
  });

  it('removes a portion', async () => {
    const id = await created(m.demo.call('POST', portions, portionBody(itemId)));
    expect((await m.demo.call('DELETE', `${portions}/${id}`)).statusCode).toBe(204);
    expect((await m.demo.call('GET', `${portions}/${id}`)).statusCode).toBe(404);
  });
});
