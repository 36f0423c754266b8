import { createTestApp, type TestApp } from '../support/test-app';
import { menuShop, shopClient, type ShopClient } from './shop-client';

let t: TestApp;
let c: ShopClient;

beforeAll(async () => {
  t = await createTestApp();
  c = await shopClient(t);
});
// Each case starts from shops that have never saved any.
beforeEach(() => t.db.deleteFrom('delivery_settings').execute());
afterAll(() => t.close());

const deliveryOf = (scope: ShopClient['demo']) => `${menuShop(scope)}/delivery-settings`;
const bodyFor = (scope: ShopClient['demo'], fields: object = {}) => ({
  shopId: scope.shopId,
  phone: '5511987654321',
  slug: 'casa-da-ana',
  active: true,
  fee: 7.5,
  ...fields,
});

describe('delivery settings', () => {
  it('answers 404 until created; POST then PUT keep phone, slug, active and fee', async () => {
    expect((await c.asDemo('GET', deliveryOf(c.demo))).statusCode).toBe(404);
    const created = await c.asDemo('POST', deliveryOf(c.demo), bodyFor(c.demo));
    expect(created.statusCode).toBe(201);
    const record = created.json();
    expect(record).toEqual({ id: expect.any(Number), shopId: c.demo.shopId, phone: '5511987654321', slug: 'casa-da-ana', active: true, fee: 7.5 });
    expect((await c.asDemo('GET', deliveryOf(c.demo))).json()).toEqual(record);

    const change = bodyFor(c.demo, { phone: '551133334444', slug: null, active: false, fee: 999.99 });
    const updated = await c.asDemo('PUT', `${deliveryOf(c.demo)}/${record.id}`, change);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...record, phone: '551133334444', slug: null, active: false, fee: 999.99 });
  });

  it('keeps cents exact', async () => {
    const res = await c.asDemo('POST', deliveryOf(c.demo), bodyFor(c.demo, { fee: 0.1 + 0.2 }));
    expect(res.json().fee).toBe(0.3);
  });

  it.each([
    ['phone without 55', { phone: '11987654321' }],
    ['phone too short', { phone: '55119876543' }],
    ['phone too long', { phone: '55119876543210' }],
    ['slug too long', { slug: 'a'.repeat(21) }],
    ['slug with capitals', { slug: 'Casa' }],
    ['slug with accents', { slug: 'café' }],
    ['slug with spaces', { slug: 'casa da ana' }],
    ['empty slug', { slug: '' }],
    ['reserved slug index.html', { slug: 'index.html' }],
    ['negative fee', { fee: -0.01 }],
    ['fee above 999.99', { fee: 1000 }],
    ['active without slug', { slug: null }],
    ['active without phone', { phone: null }],
    ['another shop in the body', { shopId: 999999 }],
    ['missing active', { active: undefined }],
  ])('refuses %s with 400', async (_case, fields) => {
    const res = await c.asDemo('POST', deliveryOf(c.demo), bodyFor(c.demo, fields));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('bad_request');
    expect((await c.asDemo('GET', deliveryOf(c.demo))).statusCode).toBe(404);
  });

  it.each([
    ['the spec', 'app'],
    ['the spec', 'sign-in'],
    ['a staff route', 'orders'],
    ['an API prefix', 'ordering'],
    ["the build's folder", 'assets'],
  ])('refuses a slug reserved by %s (%s) with 400 slug_reserved', async (_case, slug) => {
    const res = await c.asDemo('POST', deliveryOf(c.demo), bodyFor(c.demo, { slug }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('slug_reserved');
    expect((await c.asDemo('GET', deliveryOf(c.demo))).statusCode).toBe(404);
  });

  it('says why a slug a staff screen already answers on is refused, on create and on update', async () => {
    const refusal = { error: 'slug_reserved', message: 'A URL de acesso "more" é reservada: esse endereço já abre outra página do sistema.' };
    const create = await c.asDemo('POST', deliveryOf(c.demo), bodyFor(c.demo, { slug: 'more' }));
    expect(create.statusCode).toBe(400);
    expect(create.json()).toMatchObject(refusal);
    const mine = (await c.asDemo('POST', deliveryOf(c.demo), bodyFor(c.demo))).json();
    const update = await c.asDemo('PUT', `${deliveryOf(c.demo)}/${mine.id}`, bodyFor(c.demo, { slug: 'more' }));
    expect(update.statusCode).toBe(400);
    expect(update.json()).toMatchObject(refusal);
    expect((await c.asDemo('GET', deliveryOf(c.demo))).json().slug).toBe('casa-da-ana');
  });

  it('accepts an inactive record without phone or slug, and 20-character slugs with _ and -', async () => {
    const res = await c.asDemo('POST', deliveryOf(c.demo), bodyFor(c.demo, { phone: null, slug: null, active: false, fee: 0 }));
    expect(res.statusCode).toBe(201);
    const put = await c.asDemo('PUT', `${deliveryOf(c.demo)}/${res.json().id}`, bodyFor(c.demo, { slug: 'a_b-c0123456789abcde' }));
    expect(put.statusCode).toBe(200);
  });

  it("refuses another shop's slug with 409, on create and on update", async () => {
    await c.asOther('POST', deliveryOf(c.other), bodyFor(c.other, { slug: 'ocupado' }));
    const create = await c.asDemo('POST', deliveryOf(c.demo), bodyFor(c.demo, { slug: 'ocupado' }));
    expect(create.statusCode).toBe(409);
    const mine = (await c.asDemo('POST', deliveryOf(c.demo), bodyFor(c.demo))).json();
    const update = await c.asDemo('PUT', `${deliveryOf(c.demo)}/${mine.id}`, bodyFor(c.demo, { slug: 'ocupado' }));
    expect(update.statusCode).toBe(409);
    expect((await c.asDemo('GET', deliveryOf(c.demo))).json().slug).toBe('casa-da-ana');
  });

  it('refuses a second record for the same shop with 409', async () => {
    await c.asDemo('POST', deliveryOf(c.demo), bodyFor(c.demo));
    expect((await c.asDemo('POST', deliveryOf(c.demo), bodyFor(c.demo, { slug: 'outra' }))).statusCode).toBe(409);
  });

  it('gives a slug to exactly one of two shops saving it at the same moment', async () => {
    const mine = (await c.asDemo('POST', deliveryOf(c.demo), bodyFor(c.demo, { slug: 'antes' }))).json();
    const theirs = (await c.asOther('POST', deliveryOf(c.other), bodyFor(c.other, { slug: 'depois' }))).json();
    for (let round = 0; round < 5; round += 1) {
      const slug = `disputado-${round}`;
      const results = await Promise.all([
        c.asDemo('PUT', `${deliveryOf(c.demo)}/${mine.id}`, bodyFor(c.demo, { slug })),
        c.asOther('PUT', `${deliveryOf(c.other)}/${theirs.id}`, bodyFor(c.other, { slug })),
      ]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const holders = await t.db.selectFrom('delivery_settings').select('location_id').where('slug', '=', slug).execute();
      expect(holders).toHaveLength(1);
    }
  });

  it('gives a slug to exactly one of two shops creating their records at the same moment', async () => {
    const results = await Promise.all([
      c.asDemo('POST', deliveryOf(c.demo), bodyFor(c.demo, { slug: 'primeiro' })),
      c.asOther('POST', deliveryOf(c.other), bodyFor(c.other, { slug: 'primeiro' })),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  });

  it("answers 404 for another provider's settings and changes nothing", async () => {
    const theirs = (await c.asOther('POST', deliveryOf(c.other), bodyFor(c.other, { slug: 'deles' }))).json();
    const attempts = [
      await c.asDemo('GET', deliveryOf(c.other)),
      await c.asDemo('POST', deliveryOf(c.other), bodyFor(c.other, { slug: 'meu' })),
      await c.asDemo('PUT', `${deliveryOf(c.other)}/${theirs.id}`, bodyFor(c.other, { slug: 'meu' })),
      await c.asDemo('PUT', `${deliveryOf(c.demo)}/${theirs.id}`, bodyFor(c.demo, { slug: 'meu' })),
    ];
    expect(attempts.map((res) => res.statusCode)).toEqual([404, 404, 404, 404]);
    expect((await c.asOther('GET', deliveryOf(c.other))).json()).toEqual(theirs);
  });
});

describe('GET /menu/verify', () => {
  const verify = (query: string, as: 'demo' | 'other' = 'demo') =>
    (as === 'demo' ? c.asDemo : c.asOther)('GET', `/menu/verify?${query}`);

  it.each([
    ['a free slug', 'slug=livre', true],
    ['a slug another shop uses', 'slug=ocupado', false],
    ['the asking shop its own slug', 'slug=meu-slug&shopId=SHOP', true],
    ['its own slug without shopId', 'slug=meu-slug', false],
    ['another shop slug with shopId', 'slug=ocupado&shopId=SHOP', false],
    ['an empty slug', 'slug=', false],
    ['capitals', 'slug=Livre', false],
    ['spaces', 'slug=casa%20nova', false],
    ['21 characters', `slug=${'a'.repeat(21)}`, false],
    ['app', 'slug=app', false],
    ['sign-in', 'slug=sign-in', false],
    ['index.html', 'slug=index.html', false],
    ['robots.txt', 'slug=robots.txt', false],
    ['web.config', 'slug=web.config', false],
    ['a staff route', 'slug=kitchen', false],
    ['an API prefix', 'slug=token-v2', false],
    ["a folder of the build's", 'slug=sounds', false],
  ])('answers %s', async (_case, query, valid) => {
    await c.asOther('POST', deliveryOf(c.other), bodyFor(c.other, { slug: 'ocupado' }));
    await c.asDemo('POST', deliveryOf(c.demo), bodyFor(c.demo, { slug: 'meu-slug' }));
    const res = await verify(query.replace('SHOP', String(c.demo.shopId)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid });
  });

  it('needs a token and a slug, and refuses a shopId the token does not own', async () => {
    expect((await t.app.inject({ url: '/menu/verify?slug=livre' })).statusCode).toBe(401);
    expect((await verify('')).statusCode).toBe(400);
    expect((await verify(`slug=livre&shopId=${c.other.shopId}`)).statusCode).toBe(404);
  });
});
