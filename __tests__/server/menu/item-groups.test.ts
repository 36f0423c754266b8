import { ITEM_GROUP_NOT_EMPTY } from '@contract/menu';
import { createMenuTestApp, created, itemBody, itemGroupBody, optionGroupBody, type MenuTestApp } from './support';

let m: MenuTestApp;
let groups: string;
beforeAll(async () => {
  m = await createMenuTestApp();
  groups = `${m.demo.shop}/item-groups`;
});
afterAll(() => m.t.close());

describe('item groups (categories)', () => {
  it('creates a category, answers its id and reads it back', async () => {
    const id = await created(m.demo.call('POST', groups, itemGroupBody('Bebidas', false)));
    const res = await m.demo.call('GET', `${groups}/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, title: 'Bebidas', imageId: null, updatedAt: expect.any(String), active: false });
    expect(Number.isNaN(Date.parse(res.json().updatedAt))).toBe(false);
  });

  it('lists the categories in creation order with the count, paged by offset and limit', async () => {
    const m2 = await createMenuTestApp();
    try {
      const base = `${m2.demo.shop}/item-groups`;
      for (const title of ['A', 'B', 'C']) await created(m2.demo.call('POST', base, itemGroupBody(title)));
      const all = await m2.demo.call('GET', base);
      expect(all.json().count).toBe(3);
      expect(all.json().itemGroups.map((group: { title: string }) => group.title)).toEqual(['A', 'B', 'C']);
      const page = await m2.demo.call('GET', `${base}?offset=1&limit=1`);
      expect(page.json()).toEqual({ itemGroups: [expect.objectContaining({ title: 'B' })], count: 3 });
    } finally {
      await m2.t.close();
    }
  });

  it.each([
    ['limit above 100', 'limit=101'],
    ['limit 0', 'limit=0'],
    ['negative offset', 'offset=-1'],
    ['non-numeric limit', 'limit=dez'],
  ])('refuses a page with %s', async (_case, query) => {
    const res = await m.demo.call('GET', `${groups}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('bad_request');
  });

  it('renames and switches a category off, moving updatedAt forward', async () => {
    const id = await created(m.demo.call('POST', groups, itemGroupBody('Massas')));
    const before = (await m.demo.call('GET', `${groups}/${id}`)).json();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const res = await m.demo.call('PUT', `${groups}/${id}`, itemGroupBody('Massas frescas', false));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, title: 'Massas frescas', active: false });
    expect(res.json().updatedAt > before.updatedAt).toBe(true);
    expect((await m.demo.call('GET', `${groups}/${id}`)).json().title).toBe('Massas frescas');
  });

  it('accepts a title of exactly 50 characters', async () => {
    expect((await m.demo.call('POST', groups, itemGroupBody('x'.repeat(50)))).statusCode).toBe(201);
  });

  it.each([
    ['a missing title', { active: true }],
    ['an empty title', { title: '', active: true }],
    ['a blank title', { title: '   ', active: true }],
    ['a title over 50 characters', { title: 'x'.repeat(51), active: true }],
    ['a numeric title', { title: 12, active: true }],
    ['active as text', { title: 'Doces', active: 'true' }],
    ['a missing active', { title: 'Doces' }],
  ])('refuses %s with 400 and creates nothing', async (_case, body) => {
    const before = (await m.demo.call('GET', groups)).json().count;
    const res = await m.demo.call('POST', groups, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: expect.stringContaining('body') });
    expect((await m.demo.call('GET', groups)).json().count).toBe(before);
  });

  it('refuses an invalid rename and keeps the old title', async () => {
    const id = await created(m.demo.call('POST', groups, itemGroupBody('Pizzas')));
    expect((await m.demo.call('PUT', `${groups}/${id}`, itemGroupBody('y'.repeat(51)))).statusCode).toBe(400);
    expect((await m.demo.call('GET', `${groups}/${id}`)).json().title).toBe('Pizzas');
  });

  it('answers 404 for an unknown id on read, update and removal', async () => {
    expect((await m.demo.call('GET', `${groups}/999999`)).statusCode).toBe(404);
    expect((await m.demo.call('PUT', `${groups}/999999`, itemGroupBody())).statusCode).toBe(404);
    const res = await m.demo.call('DELETE', `${groups}/999999`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Categoria não encontrada.' });
  });

  it('answers 400 for an id that is not a whole number', async () => {
    expect((await m.demo.call('GET', `${groups}/abc`)).statusCode).toBe(400);
    expect((await m.demo.call('GET', `${groups}/1.5`)).statusCode).toBe(400);
  });

  it('removes an empty category', async () => {
    const id = await created(m.demo.call('POST', groups, itemGroupBody('Vazia')));
    expect((await m.demo.call('DELETE', `${groups}/${id}`)).statusCode).toBe(204);
    expect((await m.demo.call('GET', `${groups}/${id}`)).statusCode).toBe(404);
  });

  it('keeps a category that has products, with 409 and the reason', async () => {
    const id = await created(m.demo.call('POST', groups, itemGroupBody('Com produto')));
    await created(m.demo.call('POST', `${m.demo.shop}/items`, itemBody(id)));
    const res = await m.demo.call('DELETE', `${groups}/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'conflict', message: ITEM_GROUP_NOT_EMPTY });
    expect((await m.demo.call('GET', `${groups}/${id}`)).statusCode).toBe(200);
    expect((await m.demo.call('GET', `${m.demo.shop}/items?groupId=${id}`)).json().count).toBe(1);
  });

  it('keeps a category that has option groups, with 409', async () => {
    const id = await created(m.demo.call('POST', groups, itemGroupBody('Com opcional')));
    await created(m.demo.call('POST', `${m.demo.shop}/option-groups`, optionGroupBody(id)));
    expect((await m.demo.call('DELETE', `${groups}/${id}`)).statusCode).toBe(409);
    expect((await m.demo.call('GET', `${groups}/${id}`)).statusCode).toBe(200);
  });

  it('needs the account token', async () => {
    const res = await m.t.app.inject({ method: 'GET', url: groups });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unauthorized');
  });
});
