import sharp from 'sharp';
import {
  createMenuTestApp,
  created,
  fileForm,
  itemBody,
  itemGroupBody,
  optionBody,
  optionGroupBody,
  portionBody,
  upload,
  type MenuTestApp,
} from './support';

let m: MenuTestApp;
const ids = { group: 0, item: 0, portion: 0, optionGroup: 0, option: 0 };
let snapshot: unknown;

/** Everything the demo shop's menu holds, to prove a stranger's calls changed nothing. */
const menuOf = async () => ({
  groups: await m.t.db.selectFrom('item_groups').selectAll().orderBy('id').execute(),
  items: await m.t.db.selectFrom('items').selectAll().orderBy('id').execute(),
  portions: await m.t.db.selectFrom('portions').selectAll().orderBy('id').execute(),
  optionGroups: await m.t.db.selectFrom('option_groups').selectAll().orderBy('id').execute(),
  options: await m.t.db.selectFrom('options').selectAll().orderBy('id').execute(),
  images: await m.t.db.selectFrom('images').select('id').orderBy('id').execute(),
});

beforeAll(async () => {
  m = await createMenuTestApp();
  const shop = m.demo.shop;
  ids.group = await created(m.demo.call('POST', `${shop}/item-groups`, itemGroupBody()));
  ids.item = await created(m.demo.call('POST', `${shop}/items`, itemBody(ids.group)));
  ids.portion = await created(m.demo.call('POST', `${shop}/items/${ids.item}/portions`, portionBody(ids.item)));
  ids.optionGroup = await created(m.demo.call('POST', `${shop}/option-groups`, optionGroupBody(ids.group)));
  ids.option = await created(m.demo.call('POST', `${shop}/options`, optionBody(ids.optionGroup)));
  snapshot = await menuOf();
});
afterAll(() => m.t.close());

type Call = [string, 'GET' | 'POST' | 'PUT' | 'DELETE', (shop: string) => string, () => unknown];

const calls: Call[] = [
  ['list products of the category', 'GET', (s) => `${s}/items?groupId=${ids.group}`, () => undefined],
  ['list option groups of the category', 'GET', (s) => `${s}/option-groups?groupId=${ids.group}`, () => undefined],
  ['list options of the option group', 'GET', (s) => `${s}/options?groupId=${ids.optionGroup}`, () => undefined],
  ['list portions of the product', 'GET', (s) => `${s}/items/${ids.item}/portions`, () => undefined],
  ['read the category', 'GET', (s) => `${s}/item-groups/${ids.group}`, () => undefined],
  ['read the product', 'GET', (s) => `${s}/items/${ids.item}`, () => undefined],
  ['read the portion', 'GET', (s) => `${s}/items/${ids.item}/portions/${ids.portion}`, () => undefined],
  ['read the option group', 'GET', (s) => `${s}/option-groups/${ids.optionGroup}`, () => undefined],
  ['read the option', 'GET', (s) => `${s}/options/${ids.option}`, () => undefined],
  ['create a product in the category', 'POST', (s) => `${s}/items`, () => itemBody(ids.group)],
  ['create an option group in the category', 'POST', (s) => `${s}/option-groups`, () => optionGroupBody(ids.group)],
  ['create an option in the option group', 'POST', (s) => `${s}/options`, () => optionBody(ids.optionGroup)],
  ['create a portion of the product', 'POST', (s) => `${s}/items/${ids.item}/portions`, () => portionBody(ids.item)],
  ['update the category', 'PUT', (s) => `${s}/item-groups/${ids.group}`, () => itemGroupBody('Invadido')],
  ['update the product', 'PUT', (s) => `${s}/items/${ids.item}`, () => itemBody(ids.group, { name: 'Invadido' })],
  ['update the portion', 'PUT', (s) => `${s}/items/${ids.item}/portions/${ids.portion}`, () => portionBody(ids.item, { name: 'X' })],
  ['update the option group', 'PUT', (s) => `${s}/option-groups/${ids.optionGroup}`, () => optionGroupBody(ids.group)],
  ['update the option', 'PUT', (s) => `${s}/options/${ids.option}`, () => optionBody(ids.optionGroup, { name: 'X' })],
  [
    'renumber the option groups',
    'PUT',
    (s) => `${s}/option-groups/update-sequences?groupId=${ids.group}`,
    () => ({ optionGroups: [{ id: ids.optionGroup, sequence: 1 }] }),
  ],
  ['remove the option', 'DELETE', (s) => `${s}/options/${ids.option}`, () => undefined],
  ['remove the portion', 'DELETE', (s) => `${s}/items/${ids.item}/portions/${ids.portion}`, () => undefined],
  ['remove the option group', 'DELETE', (s) => `${s}/option-groups/${ids.optionGroup}`, () => undefined],
  ['remove the product', 'DELETE', (s) => `${s}/items/${ids.item}`, () => undefined],
  ['remove the category', 'DELETE', (s) => `${s}/item-groups/${ids.group}`, () => undefined],
];

describe("another provider cannot reach the demo shop's menu", () => {
  it.each(calls)('through its own shop: %s → 404', async (_name, method, pathOf, bodyOf) => {
    const res = await m.other.call(method, pathOf(m.other.shop), bodyOf());
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not_found');
  });

  it.each(calls)("through the demo shop's path: %s → 404", async (_name, method, pathOf, bodyOf) => {
    const res = await m.other.call(method, pathOf(m.demo.shop), bodyOf());
    expect(res.statusCode).toBe(404);
  });

  it('nor change its photos', async () => {
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).jpeg().toBuffer();
    expect((await upload(m.other, `${m.other.shop}/items/${ids.item}/image`, fileForm(jpeg))).statusCode).toBe(404);
    expect((await upload(m.other, `${m.other.shop}/item-groups/${ids.group}/image`, fileForm(jpeg))).statusCode).toBe(404);
    expect((await upload(m.other, `${m.demo.shop}/items/${ids.item}/image`, fileForm(jpeg))).statusCode).toBe(404);
  });

  it('and everything is as it was', async () => {
    expect(await menuOf()).toEqual(snapshot);
  });
});
