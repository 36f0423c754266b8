import { Readable } from 'node:stream';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { bearer, createTestApp, DEMO_EMAIL, OTHER_EMAIL, type TestApp } from '../support/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface MenuClient {
  /** The path prefix of the caller's own shop: /menu/accounts/{a}/shops/{s}. */
  shop: string;
  providerId: number;
  shopId: number;
  call(method: Method, path: string, body?: unknown, extra?: Partial<InjectOptions>): Promise<LightMyRequestResponse>;
}

export interface MenuTestApp {
  t: TestApp;
  /** The demo account. */
  demo: MenuClient;
  /** Another provider, for the tenancy checks. */
  other: MenuClient;
}

/** The real app with both demo accounts, and a caller per account that sends its own token. */
export async function createMenuTestApp(): Promise<MenuTestApp> {
  const t = await createTestApp();
  const clientOf = async (email: string, account: { providerId: number; shopId: number }): Promise<MenuClient> => {
    const { accountToken } = await t.tokensFor(email);
    return {
      shop: `/menu/accounts/${account.providerId}/shops/${account.shopId}`,
      providerId: account.providerId,
      shopId: account.shopId,
      call: (method, path, body, extra = {}) => {
        const { headers, ...rest } = extra;
        return t.app.inject({
          method,
          url: path,
          ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
          ...rest,
          headers: { ...bearer(accountToken), ...(headers as Record<string, string> | undefined) },
        } as InjectOptions);
      },
    };
  };
  return {
    t,
    demo: await clientOf(DEMO_EMAIL, t.demo.demo),
    other: await clientOf(OTHER_EMAIL, t.demo.other),
  };
}

/** Creates a record and answers its id, failing loudly when the create did not answer 201. */
export async function created(response: Promise<LightMyRequestResponse>): Promise<number> {
  const res = await response;
  if (res.statusCode !== 201) throw new Error(`expected 201, got ${res.statusCode}: ${res.body}`);
  return (res.json() as { id: number }).id;
}

export const itemGroupBody = (title = 'Lanches', active = true) => ({ title, active });

export const itemBody = (groupId: number, overrides: Record<string, unknown> = {}) => ({
  groupId,
  name: 'X-Burger',
  description: 'Pão, carne e queijo',
  price: 25.9,
  available: true,
  ...overrides,
});

export const optionGroupBody = (groupId: number, overrides: Record<string, unknown> = {}) => ({
  groupId,
  title: 'Adicionais',
  sequence: null,
  maxlength: 2,
  required: false,
  active: true,
  ...overrides,
});

export const optionBody = (groupId: number, overrides: Record<string, unknown> = {}) => ({
  groupId,
  name: 'Bacon',
  description: null,
  price: 4.5,
  available: true,
  ...overrides,
});

export const portionBody = (itemId: number, overrides: Record<string, unknown> = {}) => ({
  itemId,
  name: 'Grande',
  price: 32,
  isAvailable: true,
  ...overrides,
});

export interface FormPart {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body as a browser would send it. */
export function multipartBody(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----menu-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** One 'file' entry, the way the app uploads a photo or cover. */
export const fileForm = (data: Buffer, filename = 'foto.jpg', contentType = 'image/jpeg') =>
  multipartBody([{ name: 'file', data, filename, contentType }]);

/** Sends a multipart body; `stream` leaves out Content-Length, as a chunked upload would. */
export function upload(
  client: MenuClient,
  path: string,
  form: { payload: Buffer; headers: Record<string, string> },
  options: { stream?: boolean } = {},
) {
  const payload = options.stream ? Readable.from([form.payload]) : form.payload;
  return client.call('PUT', path, undefined, { payload, headers: form.headers } as Partial<InjectOptions>);
}
