import http from 'node:http';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { bearer, DEMO_EMAIL } from '../support/test-app';
import { createMenuTestApp, created, fileForm, itemBody, itemGroupBody, upload, type MenuTestApp } from './support';

let m: MenuTestApp;
let itemId: number;
beforeAll(async () => {
  m = await createMenuTestApp();
  const groupId = await created(m.demo.call('POST', `${m.demo.shop}/item-groups`, itemGroupBody()));
  itemId = await created(m.demo.call('POST', `${m.demo.shop}/items`, itemBody(groupId)));
});
afterAll(() => m.t.close());

const MB = 1024 * 1024;
const itemImage = () => `${m.demo.shop}/items/${itemId}/image`;
const currentImage = async () => (await m.demo.call('GET', `${m.demo.shop}/items/${itemId}`)).json().imageId;

/** Sends a body over a real connection and answers the status with how much of the body had been read by then. */
function putStreaming(url: string, headers: Record<string, string>, body: Readable, produced: () => number) {
  return new Promise<{ status: number; body: string; producedAtAnswer: number }>((resolve, reject) => {
    const request = http.request(url, { method: 'PUT', headers }, (response) => {
      const producedAtAnswer = produced();
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (piece: string) => (text += piece));
      response.on('end', () => {
        body.destroy();
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body: text, producedAtAnswer });
      });
    });
    // The server may close the connection once it has answered; that is the point, not a failure.
    request.on('error', (err) => (request.destroyed ? undefined : reject(err)));
    body.pipe(request);
  });
}

it('answers a streamed upload far over 5 MB with 413 once the limit is reached, not after reading it all', async () => {
  const marker = Buffer.from('\u0000file-bytes\u0000');
  const form = fileForm(marker);
  const at = form.payload.indexOf(marker);
  const total = 200 * MB;
  let produced = 0;
  // 200 MB that exist only as they are read, sent chunked without a Content-Length to announce them.
  const body = Readable.from(
    (function* () {
      yield form.payload.subarray(0, at);
      yield Buffer.from([0xff, 0xd8, 0xff]);
      const chunk = Buffer.alloc(64 * 1024, 1);
      while (produced < total) {
        produced += chunk.length;
        yield chunk;
      }
      yield form.payload.subarray(at + marker.length);
    })(),
  );
  const address = await m.t.app.listen({ port: 0, host: '127.0.0.1' });
  const { accountToken } = await m.t.tokensFor(DEMO_EMAIL);
  const res = await putStreaming(`${address}${itemImage()}`, { ...form.headers, ...bearer(accountToken) }, body, () => produced);
  expect(res.status).toBe(413);
  expect(JSON.parse(res.body)).toEqual({ error: 'payload_too_large', message: 'A imagem deve ter no máximo 5 MB.' });
  // 5 MB read, plus what sat in socket buffers on the way.
  expect(res.producedAtAnswer).toBeLessThan(16 * MB);
});

describe('files that pretend to be images', () => {
  it.each([
    // A GIF that is also a ZIP archive (GIFAR): neither format is a photo the menu takes.
    ['a GIF with a ZIP archive appended', Buffer.concat([Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64, 0)])],
    ['a PNG signature followed by a web page', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<html><script>alert(1)</script></html>')])],
    ['a JPEG signature followed by a script', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xdb]), Buffer.from('<script>alert(1)</script>'.repeat(40))])],
  ])('refuses %s with 400 and keeps the photo', async (_name, data) => {
    const before = await currentImage();
    const res = await upload(m.demo, itemImage(), fileForm(data, 'foto.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: expect.any(String) });
    expect(await currentImage()).toBe(before);
  });

  it('stores a real photo carrying a page after its end as a fresh JPEG without the page', async () => {
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#aa3300' } }).jpeg().toBuffer();
    const polyglot = Buffer.concat([photo, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const res = await upload(m.demo, itemImage(), fileForm(polyglot, 'foto.html', 'text/html'));
    // Decoders stop at the end-of-image marker, so this is a photo; re-encoding is what drops the rest.
    expect(res.statusCode).toBe(200);
    const served = await m.t.app.inject({ url: `/menu/images/${res.json().imageId}.jpg` });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
  });
});
