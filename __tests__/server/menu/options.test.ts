import { createMenuTestApp, created, itemGroupBody, optionBody, optionGroupBody, type MenuTestApp } from './support';

let m: MenuTestApp;
let options: string;
let optionGroupId: number;
let categoryId: number;
beforeAll(async () => {
  m = await createMenuTestApp();
  categoryId = await created(m.demo.call('POST', `${m.demo.shop}/item-groups`, itemGroupBody()));
  optionGroupId = await created(m.demo.call('POST', `${m.demo.shop}/option-groups`, optionGroupBody(categoryId)));
  options = `${m.demo.shop}/options`;
});
afterAll(() => m.t.close());

describe('options', () => {
  it('creates an option and reads it back', async () => {
    const id = await created(m.demo.call('POST', options, optionBody(optionGroupId, { description: 'Crocante' })));
    const res = await m.demo.call('GET', `${options}/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, groupId: optionGroupId, name: 'Bacon', description: 'Crocante', price: 4.5, available: true });
  });

  it("lists an option group's options with the count", async () => {
    const groupId = await created(m.demo.call('POST', `${m.demo.shop}/option-groups`, optionGroupBody(categoryId)));
    await created(m.demo.call('POST', options, optionBody(groupId, { name: 'Queijo' })));
    await created(m.demo.call('POST', options, optionBody(groupId, { name: 'Ovo', available: false })));
    const res = await m.demo.call('GET', `${options}?groupId=${groupId}`);
    expect(res.json()).toEqual({
      options: [expect.objectContaining({ name: 'Queijo' }), expect.objectContaining({ name: 'Ovo', available: false })],
      count: 2,
    });
    expect((await m.demo.call('GET', options)).statusCode).toBe(400);
    expect((await m.demo.call('GET', `${options}?groupId=999999`)).statusCode).toBe(404);
  });

  it('updates an option, also moving it to another option group', async () => {
    const id = await created(m.demo.call('POST', options, optionBody(optionGroupId)));
    const target = await created(m.demo.call('POST', `${m.demo.shop}/option-groups`, optionGroupBody(categoryId, { title: 'Molhos' })));
    const res = await m.demo.call('PUT', `${options}/${id}`, optionBody(target, { name: 'Barbecue', price: 2, available: false }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, groupId: target, name: 'Barbecue', description: null, price: 2, available: false });
  });

  it.each([
    ['a negative price', { price: -0.5 }],
    ['a price above 999.99', { price: 1500 }],
    ['a name over 50 characters', { name: 'o'.repeat(51) }],
    ['an empty name', { name: '' }],
    ['a description over 255 characters', { description: 'd'.repeat(256) }],
    ['price as text', { price: '4,50' }],
    ['a missing available', { available: undefined }],
  ])('refuses %s with 400', async (_case, overrides) => {
    expect((await m.demo.call('POST', options, optionBody(optionGroupId, overrides))).statusCode).toBe(400);
  });

  it('answers 404 for an unknown option group or option', async () => {
    expect((await m.demo.call('POST', options, optionBody(999999))).statusCode).toBe(404);
    expect((await m.demo.call('GET', `${options}/999999`)).statusCode).toBe(404);
    expect((await m.demo.call('PUT', `${options}/999999`, optionBody(optionGroupId))).statusCode).toBe(404);
    expect((await m.demo.call('DELETE', `${options}/999999`)).statusCode).toBe(404);
  });

  it('removes an option', async () => {
    const id = await created(m.demo.call('POST', options, optionBody(optionGroupId)));
    expect((await m.demo.call('DELETE', `${options}/${id}`)).statusCode).toBe(204);
    expect((await m.demo.call('GET', `${options}/${id}`)).statusCode).toBe(404);
  });
});
