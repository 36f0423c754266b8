import sharp from 'sharp';
import { createMenuTestApp, created, fileForm, itemBody, itemGroupBody, multipartBody, upload, type MenuTestApp } from './support';
import { PUBLIC_IMAGE_MAX_AGE_SECONDS } from '@server/routes/menu/images';

let m: MenuTestApp;
let groupId: number;
let itemId: number;
beforeAll(async () => {
  m = await createMenuTestApp();
  groupId = await created(m.demo.call('POST', `${m.demo.shop}/item-groups`, itemGroupBody()));
  itemId = await created(m.demo.call('POST', `${m.demo.shop}/items`, itemBody(groupId)));
});
afterAll(() => m.t.close());

const FIVE_MB = 5 * 1024 * 1024;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } }).png().toBuffer();

const jpegWithExif = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Fotógrafo', Artist: 'Alguém' } })
    .toBuffer();

/** A PNG whose header claims width x height: the check must refuse it without decoding a pixel. */
function pngHeaderClaiming(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const groupImage = () => `${m.demo.shop}/item-groups/${groupId}/image`;
const itemImage = () => `${m.demo.shop}/items/${itemId}/image`;
const brand = () => `/menu/accounts/${m.demo.providerId}/images/brand`;

describe('photo uploads', () => {
  it("re-encodes a category's PNG photo to a 720x480 JPEG and serves it publicly, cached for minutes and then revalidated", async () => {
    const res = await upload(m.demo, groupImage(), fileForm(await png(1000, 1000), 'foto.png', 'image/png'));
    expect(res.statusCode).toBe(200);
    const { imageId, updatedAt } = res.json();
    expect(imageId).toEqual(expect.any(Number));
    expect((await m.demo.call('GET', `${m.demo.shop}/item-groups/${groupId}`)).json()).toMatchObject({ imageId, updatedAt });

    const file = await m.t.app.inject({ method: 'GET', url: `/menu/images/${imageId}.jpg` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe(`public, max-age=${PUBLIC_IMAGE_MAX_AGE_SECONDS}`);
    expect(PUBLIC_IMAGE_MAX_AGE_SECONDS).toBeLessThanOrEqual(600);
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 720, 480]);
    const revalidated = await m.t.app.inject({ url: `/menu/images/${imageId}.jpg`, headers: { 'if-none-match': String(file.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);
  });

  it("replaces a product's photo, drops its metadata and deletes the old image", async () => {
    const first = (await upload(m.demo, itemImage(), fileForm(await jpegWithExif()))).json().imageId;
    const res = await upload(m.demo, itemImage(), fileForm(await jpegWithExif()));
    expect(res.statusCode).toBe(200);
    const { imageId } = res.json();
    expect(imageId).not.toBe(first);
    expect((await m.demo.call('GET', `${m.demo.shop}/items/${itemId}`)).json().imageId).toBe(imageId);
    expect((await m.t.app.inject({ url: `/menu/images/${first}.jpg` })).statusCode).toBe(404);

    const stored = (await m.t.app.inject({ url: `/menu/images/${imageId}.jpg` })).rawPayload;
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height]).toEqual([720, 480]);
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Fotógrafo'))).toBe(false);
  });

  it('removing the product removes its photo', async () => {
    const id = await created(m.demo.call('POST', `${m.demo.shop}/items`, itemBody(groupId)));
    const { imageId } = (await upload(m.demo, `${m.demo.shop}/items/${id}/image`, fileForm(await jpegWithExif()))).json();
    await m.demo.call('DELETE', `${m.demo.shop}/items/${id}`);
    expect((await m.t.app.inject({ url: `/menu/images/${imageId}.jpg` })).statusCode).toBe(404);
  });

  it.each([
    ['bytes that only start like a JPEG', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 7)])],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['an HTML page', Buffer.from('<!doctype html><html><body>oi</body></html>')],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s named .jpg with 400 and keeps the current photo', async (_case, data) => {
    const before = (await m.demo.call('GET', `${m.demo.shop}/items/${itemId}`)).json().imageId;
    const res = await upload(m.demo, itemImage(), fileForm(data, 'foto.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('bad_request');
    expect((await m.demo.call('GET', `${m.demo.shop}/items/${itemId}`)).json().imageId).toBe(before);
  });

  it('refuses a file over 5 MB with 413, announced or streamed', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(FIVE_MB, 1)]);
    const announced = await upload(m.demo, itemImage(), fileForm(big));
    expect(announced.statusCode).toBe(413);
    expect(announced.json()).toEqual({ error: 'payload_too_large', message: 'A imagem deve ter no máximo 5 MB.' });
    const streamed = await upload(m.demo, itemImage(), fileForm(big), { stream: true });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().error).toBe('payload_too_large');
  });

  it('accepts a file of exactly 5 MB', async () => {
    const base = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#00aa00' } }).jpeg().toBuffer();
    // Bytes after the end-of-image marker are ignored by decoders, so this is still a valid JPEG of 5 MB.
    const padded = Buffer.concat([base, Buffer.alloc(FIVE_MB - base.length, 0)]);
    expect((await upload(m.demo, itemImage(), fileForm(padded))).statusCode).toBe(200);
  });

  it('refuses an image whose pixel count could exhaust memory with 413', async () => {
    const res = await upload(m.demo, itemImage(), fileForm(pngHeaderClaiming(30000, 30000), 'bomba.png', 'image/png'));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/megapixels/);
  });

  it('needs a file entry named file', async () => {
    const jpeg = await jpegWithExif();
    const wrongName = multipartBody([{ name: 'foto', data: jpeg, filename: 'a.jpg', contentType: 'image/jpeg' }]);
    expect((await upload(m.demo, itemImage(), wrongName)).statusCode).toBe(400);
    const textField = multipartBody([{ name: 'file', data: 'não é arquivo' }]);
    expect((await upload(m.demo, itemImage(), textField)).statusCode).toBe(400);
    expect((await m.demo.call('PUT', itemImage(), { file: 'x' })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown record and 401 without a token', async () => {
    const form = fileForm(await jpegWithExif());
    expect((await upload(m.demo, `${m.demo.shop}/items/999999/image`, form)).statusCode).toBe(404);
    expect((await upload(m.demo, `${m.demo.shop}/item-groups/999999/image`, form)).statusCode).toBe(404);
    const anonymous = await m.t.app.inject({ method: 'PUT', url: itemImage(), payload: form.payload, headers: form.headers });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for an unknown image and 400 for a bad id', async () => {
    expect((await m.t.app.inject({ url: '/menu/images/999999.jpg' })).statusCode).toBe(404);
    expect((await m.t.app.inject({ url: '/menu/images/abc.jpg' })).statusCode).toBe(400);
  });
});

describe('photos the public menu does not show', () => {
  it("serves a switched-off product's or category's photo only with a token of its account; everyone else gets 404", async () => {
    const hiddenGroup = await created(m.demo.call('POST', `${m.demo.shop}/item-groups`, itemGroupBody('Fora do cardápio', false)));
    const offItem = await created(m.demo.call('POST', `${m.demo.shop}/items`, itemBody(groupId, { available: false })));
    const photoOf = async (path: string) => (await upload(m.demo, path, fileForm(await jpegWithExif()))).json().imageId as number;
    for (const imageId of [await photoOf(`${m.demo.shop}/item-groups/${hiddenGroup}/image`), await photoOf(`${m.demo.shop}/items/${offItem}/image`)]) {
      const url = `/menu/images/${imageId}.jpg`;
      const anonymous = await m.t.app.inject({ url });
      expect(anonymous.statusCode).toBe(404);
      expect(anonymous.json()).toEqual({ error: 'not_found', message: 'Imagem não encontrada.' });
      expect((await m.other.call('GET', url)).statusCode).toBe(404);
      expect((await m.t.app.inject({ url, headers: { authorization: 'Bearer forjado' } })).statusCode).toBe(404);
      const staff = await m.demo.call('GET', url);
      expect(staff.statusCode).toBe(200);
      expect(staff.headers['content-type']).toBe('image/jpeg');
      expect(staff.headers['cache-control']).toBe('private, no-cache');
    }

    // Switched on again, the product's photo is public once more.
    const offPhoto = (await m.demo.call('GET', `${m.demo.shop}/items/${offItem}`)).json().imageId;
    // A cache revalidating a photo that went private hears it is gone, not that it may keep it.
    const revalidated = await m.t.app.inject({ url: `/menu/images/${offPhoto}.jpg`, headers: { 'if-none-match': `"image-${offPhoto}"` } });
    expect(revalidated.statusCode).toBe(404);
    await m.demo.call('PUT', `${m.demo.shop}/items/${offItem}`, itemBody(groupId, { available: true }));
    expect((await m.t.app.inject({ url: `/menu/images/${offPhoto}.jpg` })).statusCode).toBe(200);
  });

  it("hides an available product's photo while its category is switched off", async () => {
    const group = await created(m.demo.call('POST', `${m.demo.shop}/item-groups`, itemGroupBody('Sazonal', false)));
    const item = await created(m.demo.call('POST', `${m.demo.shop}/items`, itemBody(group)));
    const { imageId } = (await upload(m.demo, `${m.demo.shop}/items/${item}/image`, fileForm(await jpegWithExif()))).json();
    expect((await m.t.app.inject({ url: `/menu/images/${imageId}.jpg` })).statusCode).toBe(404);
    await m.demo.call('PUT', `${m.demo.shop}/item-groups/${group}`, itemGroupBody('Sazonal', true));
    expect((await m.t.app.inject({ url: `/menu/images/${imageId}.jpg` })).statusCode).toBe(200);
  });
});

describe('cover (brand image)', () => {
  it('has no cover at first', async () => {
    const fresh = await createMenuTestApp();
    try {
      expect((await fresh.t.app.inject({ url: `/menu/accounts/${fresh.demo.providerId}/images/brand.jpg` })).statusCode).toBe(404);
    } finally {
      await fresh.t.close();
    }
  });

  it('stores a 1200x1200 JPEG cover, serves it uncached by URL, and replaces it', async () => {
    const res = await upload(m.demo, brand(), fileForm(await png(1600, 900), 'capa.png', 'image/png'));
    expect(res.statusCode).toBe(200);
    const first = res.json().imageId;
    const file = await m.t.app.inject({ url: `/menu/accounts/${m.demo.providerId}/images/brand.jpg?t=123` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('no-cache');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 1200]);

    const again = await m.t.app.inject({
      url: `/menu/accounts/${m.demo.providerId}/images/brand.jpg`,
      headers: { 'if-none-match': file.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    const second = (await upload(m.demo, brand(), fileForm(await jpegWithExif()))).json().imageId;
    expect(second).not.toBe(first);
    expect((await m.t.app.inject({ url: `/menu/images/${first}.jpg` })).statusCode).toBe(404);
    const current = await m.t.app.inject({ url: `/menu/accounts/${m.demo.providerId}/images/brand.jpg` });
    expect(current.headers.etag).toBe(`"image-${second}"`);
  });

  it("refuses to change another account's cover", async () => {
    const res = await upload(m.other, brand(), fileForm(await jpegWithExif()));
    expect(res.statusCode).toBe(404);
  });

  it('refuses a fake cover', async () => {
    expect((await upload(m.demo, brand(), fileForm(Buffer.from('<svg/>'), 'capa.jpg'))).statusCode).toBe(400);
  });
});
