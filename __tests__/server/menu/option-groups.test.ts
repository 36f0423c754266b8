import { OPTION_GROUP_WITH_OPTIONS } from '@contract/menu';
import { createMenuTestApp, created, itemGroupBody, optionBody, optionGroupBody, type MenuTestApp } from './support';

let m: MenuTestApp;
let optionGroups: string;
beforeAll(async () => {
  m = await createMenuTestApp();
  optionGroups = `${m.demo.shop}/option-groups`;
});
afterAll(() => m.t.close());

const newCategory = (title = 'Lanches') => created(m.demo.call('POST', `${m.demo.shop}/item-groups`, itemGroupBody(title)));
const titlesOf = async (categoryId: number) =>
  (await m.demo.call('GET', `${optionGroups}?groupId=${categoryId}`)).json().optionGroups.map((group: { title: string }) => group.title);
const sequences = (categoryId: number, optionGroups: Array<{ id: number; sequence: number }>) =>
  m.demo.call('PUT', `${m.demo.shop}/option-groups/update-sequences?groupId=${categoryId}`, { optionGroups });

describe('option groups', () => {
  it('creates an option group with a null sequence and reads it back', async () => {
    const categoryId = await newCategory();
    const id = await created(m.demo.call('POST', optionGroups, optionGroupBody(categoryId, { maxlength: null, required: true })));
    const res = await m.demo.call('GET', `${optionGroups}/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      groupId: categoryId,
      title: 'Adicionais',
      sequence: null,
      maxlength: null,
      required: true,
      active: true,
    });
  });

  it('lists a category\'s groups with the count', async () => {
    const categoryId = await newCategory();
    await created(m.demo.call('POST', optionGroups, optionGroupBody(categoryId, { title: 'Molhos' })));
    await created(m.demo.call('POST', optionGroups, optionGroupBody(categoryId, { title: 'Bebida' })));
    const res = await m.demo.call('GET', `${optionGroups}?groupId=${categoryId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(2);
    expect(await titlesOf(categoryId)).toEqual(['Molhos', 'Bebida']);
    expect((await m.demo.call('GET', optionGroups)).statusCode).toBe(400);
  });

  it.each([
    ['maxlength 1', { maxlength: 1 }],
    ['maxlength 99', { maxlength: 99 }],
    ['no maxlength', { maxlength: null }],
  ])('accepts %s', async (_case, overrides) => {
    const categoryId = await newCategory();
    expect((await m.demo.call('POST', optionGroups, optionGroupBody(categoryId, overrides))).statusCode).toBe(201);
  });

  it.each([
    ['maxlength 0', { maxlength: 0 }],
    ['maxlength 100', { maxlength: 100 }],
    ['a fractional maxlength', { maxlength: 1.5 }],
    ['maxlength as text', { maxlength: '2' }],
    ['a title over 50 characters', { title: 't'.repeat(51) }],
    ['a missing title', { title: undefined }],
    ['required as text', { required: 'false' }],
    ['a sequence of 0', { sequence: 0 }],
  ])('refuses %s with 400', async (_case, overrides) => {
    const categoryId = await newCategory();
    expect((await m.demo.call('POST', optionGroups, optionGroupBody(categoryId, overrides))).statusCode).toBe(400);
  });

  it('updates an option group', async () => {
    const categoryId = await newCategory();
    const id = await created(m.demo.call('POST', optionGroups, optionGroupBody(categoryId)));
    const res = await m.demo.call('PUT', `${optionGroups}/${id}`, optionGroupBody(categoryId, { title: 'Extras', maxlength: 5, active: false }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, title: 'Extras', maxlength: 5, active: false });
  });

  it('answers 404 for an unknown category or option group', async () => {
    expect((await m.demo.call('POST', optionGroups, optionGroupBody(999999))).statusCode).toBe(404);
    expect((await m.demo.call('GET', `${optionGroups}/999999`)).statusCode).toBe(404);
    expect((await m.demo.call('PUT', `${optionGroups}/999999`, optionGroupBody(1))).statusCode).toBe(404);
    expect((await m.demo.call('DELETE', `${optionGroups}/999999`)).statusCode).toBe(404);
  });

  it('removes a group without options', async () => {
    const id = await created(m.demo.call('POST', optionGroups, optionGroupBody(await newCategory())));
    expect((await m.demo.call('DELETE', `${optionGroups}/${id}`)).statusCode).toBe(204);
    expect((await m.demo.call('GET', `${optionGroups}/${id}`)).statusCode).toBe(404);
  });

  it("keeps a group with options, answering 409 with the spec's message", async () => {
    const id = await created(m.demo.call('POST', optionGroups, optionGroupBody(await newCategory())));
    const optionId = await created(m.demo.call('POST', `${m.demo.shop}/options`, optionBody(id)));
    const res = await m.demo.call('DELETE', `${optionGroups}/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'conflict', message: OPTION_GROUP_WITH_OPTIONS });
    expect((await m.demo.call('GET', `${optionGroups}/${id}`)).statusCode).toBe(200);
    expect((await m.demo.call('GET', `${m.demo.shop}/options/${optionId}`)).statusCode).toBe(200);
  });
});

describe('update-sequences', () => {
  async function threeGroups() {
    const categoryId = await newCategory();
    const ids: number[] = [];
    for (const title of ['Pão', 'Carne', 'Molho']) {
      ids.push(await created(m.demo.call('POST', optionGroups, optionGroupBody(categoryId, { title }))));
    }
    return { categoryId, ids };
  }

  it('renumbers every group 1..n and lists them in the new order', async () => {
    const { categoryId, ids } = await threeGroups();
    const res = await sequences(categoryId, [
      { id: ids[2], sequence: 1 },
      { id: ids[0], sequence: 2 },
      { id: ids[1], sequence: 3 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().optionGroups.map((group: { id: number; sequence: number }) => [group.id, group.sequence])).toEqual([
      [ids[2], 1],
      [ids[0], 2],
      [ids[1], 3],
    ]);
    expect(await titlesOf(categoryId)).toEqual(['Molho', 'Pão', 'Carne']);
  });

  it('lists groups created after a reorder at the end', async () => {
    const { categoryId, ids } = await threeGroups();
    await sequences(categoryId, [
      { id: ids[1], sequence: 1 },
      { id: ids[0], sequence: 2 },
      { id: ids[2], sequence: 3 },
    ]);
    await created(m.demo.call('POST', optionGroups, optionGroupBody(categoryId, { title: 'Novo' })));
    expect(await titlesOf(categoryId)).toEqual(['Carne', 'Pão', 'Molho', 'Novo']);
  });

  it.each([
    ['a gap', (ids: number[]) => [{ id: ids[0], sequence: 1 }, { id: ids[1], sequence: 2 }, { id: ids[2], sequence: 4 }]],
    ['a repeated sequence', (ids: number[]) => [{ id: ids[0], sequence: 1 }, { id: ids[1], sequence: 1 }, { id: ids[2], sequence: 2 }]],
    ['starting at 0', (ids: number[]) => [{ id: ids[0], sequence: 0 }, { id: ids[1], sequence: 1 }, { id: ids[2], sequence: 2 }]],
    ['a repeated id', (ids: number[]) => [{ id: ids[0], sequence: 1 }, { id: ids[0], sequence: 2 }, { id: ids[2], sequence: 3 }]],
    ['a group left out', (ids: number[]) => [{ id: ids[0], sequence: 1 }, { id: ids[1], sequence: 2 }]],
    ['an empty list', () => []],
    ['a sequence as text', (ids: number[]) => [{ id: ids[0], sequence: '1' }, { id: ids[1], sequence: 2 }, { id: ids[2], sequence: 3 }]],
  ])('refuses %s with 400 and changes nothing', async (_case, entriesOf) => {
    const { categoryId, ids } = await threeGroups();
    const res = await sequences(categoryId, entriesOf(ids) as Array<{ id: number; sequence: number }>);
    expect(res.statusCode).toBe(400);
    expect(await titlesOf(categoryId)).toEqual(['Pão', 'Carne', 'Molho']);
    const rows = await m.t.db.selectFrom('option_groups').select('sequence').where('id', 'in', ids).execute();
    expect(rows.every((row) => row.sequence === null)).toBe(true);
  });

  it('refuses a group of another category of the shop with 400', async () => {
    const { categoryId, ids } = await threeGroups();
    const stranger = await created(m.demo.call('POST', optionGroups, optionGroupBody(await newCategory('Outra'))));
    const res = await sequences(categoryId, [
      { id: ids[0], sequence: 1 },
      { id: ids[1], sequence: 2 },
      { id: stranger, sequence: 3 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(await titlesOf(categoryId)).toEqual(['Pão', 'Carne', 'Molho']);
  });

  it('answers 404 for an unknown category or group and needs groupId', async () => {
    const { categoryId, ids } = await threeGroups();
    expect((await sequences(999999, [{ id: ids[0], sequence: 1 }])).statusCode).toBe(404);
    const unknown = await sequences(categoryId, [
      { id: ids[0], sequence: 1 },
      { id: ids[1], sequence: 2 },
      { id: 999999, sequence: 3 },
    ]);
    expect(unknown.statusCode).toBe(404);
    const noGroup = await m.demo.call('PUT', `${optionGroups}/update-sequences`, { optionGroups: [{ id: ids[0], sequence: 1 }] });
    expect(noGroup.statusCode).toBe(400);
  });
});
