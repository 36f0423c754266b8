import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import fc from 'fast-check';
import type { RouteRequest } from '../route-expectations';

type Properties = Record<string, TSchema>;

const propertiesOf = (schema: unknown): Properties => ((schema as { properties?: Properties } | undefined)?.properties ?? {});
const requiredOf = (schema: unknown): string[] => (schema as { required?: string[] } | undefined)?.required ?? [];

const hugeText = fc.integer({ min: 300, max: 100_000 }).map((length) => 'x'.repeat(length));

/** Text a path, query or header value could carry that no id, day, code or flag should accept. */
const badText = fc.oneof(
  fc.constantFrom('abc', '-1', '0', '1.5', '1e3', '0x10', '99999999999999999999', '2147483648', ' 1', 'NaN', 'Infinity', 'null', 'true'),
  fc.constantFrom('%00', '..%2F..', '<script>', "' OR 1=1 --", '\u202e\u0000', '2024-13-45', '😀'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
  hugeText,
);

/** A JSON value of the wrong type, range or size for a field. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, -1, 0, 1.5, -0.01, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, NaN, Infinity),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  badText,
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** JSON turns NaN and Infinity into null, so what the server receives is what gets checked. */
const asSent = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? 'null');

const numeric = (text: string) => (text.trim() !== '' && Number.isFinite(Number(text)) ? [Number(text)] : []);
const flag = (text: string) => (text === 'true' || text === 'false' ? [text === 'true'] : []);

/**
 * Whether a value sent as text could pass the field's schema once read as a number, a flag or a comma list, the
 * way the routes' validators convert path and query text (some strictly, some with Ajv's coercion).
 */
export function acceptedAsText(schema: TSchema, text: string): boolean {
  const readings: unknown[] = [text, ...numeric(text), ...flag(text)];
  const parts = text.split(',');
  readings.push(parts, parts.map((part) => [...numeric(part), ...flag(part), part][0]));
  return readings.some((reading) => Value.Check(schema, reading));
}

function textMutation(
  part: 'params' | 'query' | 'headers',
  schema: unknown,
  valid: Record<string, string | number> = {},
): fc.Arbitrary<RouteRequest> | null {
  const properties = propertiesOf(schema);
  const names = Object.keys(properties);
  if (names.length === 0) return null;
  return fc
    .tuple(fc.constantFrom(...names), badText)
    // A header that HTTP itself cannot carry never reaches a server; only what a client can send is tried.
    .filter(([, text]) => part !== 'headers' || /^[\x21-\x7e][\x20-\x7e]{0,8000}$/.test(text))
    .filter(([name, text]) => !acceptedAsText(properties[name], text))
    .map(([name, text]) => ({ [part]: { ...stringsOf(valid), [name]: text } }));
}

const stringsOf = (values: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));

function bodyMutation(schema: unknown, valid: object = {}): fc.Arbitrary<RouteRequest> {
  const properties = Object.keys(propertiesOf(schema));
  const required = requiredOf(schema);
  const field = properties.length ? fc.constantFrom(...properties) : fc.constant('campo');
  const kinds: fc.Arbitrary<unknown>[] = [
    // Not an object at all.
    fc.oneof(badValue.filter((value) => typeof value !== 'object' || value === null || Array.isArray(value))),
    // A field of the wrong type, range or size.
    fc.tuple(field, badValue).map(([name, value]) => ({ ...valid, [name]: value })),
    // The same with a field the contract does not know.
    fc.tuple(field, badValue, fc.string({ minLength: 1, maxLength: 12 }), badValue).map(([name, value, extra, junk]) => ({
      ...valid,
      [name]: value,
      [`x-${extra}`]: junk,
    })),
  ];
  if (required.length) {
    kinds.push(fc.constantFrom(...required).map((name) => Object.fromEntries(Object.entries(valid).filter(([key]) => key !== name))));
  }
  return fc
    .oneof(...kinds)
    .map(asSent)
    .filter((body) => !Value.Check(schema as TSchema, body))
    .map((body) => ({ body: body as object }));
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** Bodies that never reach the schema: broken JSON, the wrong content type, an empty or oversize body. */
const rawBody: fc.Arbitrary<RouteRequest> = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', 'nul', '{"title": "x",}', '\u0000', '{"a":1}{"b":2}').map((payload) => ({ payload, headers: JSON_TYPE })),
  fc.constantFrom('text/plain', 'application/xml', 'application/octet-stream', 'image/png').map((type) => ({
    payload: '{"a":1}',
    headers: { 'content-type': type },
  })),
  fc.constant({ payload: '', headers: JSON_TYPE }),
  fc.constant({ payload: `{"a":"${'x'.repeat(1_100_000)}"}`, headers: JSON_TYPE }),
);

/** Control characters no text field takes (tab, line feed and carriage return are allowed). */
const controlCharacter = fc.constantFrom('\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f');

/** Every string in a JSON value, by its path of keys. */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
}

function withTextAt(value: unknown, path: string[], text: (current: string) => string): unknown {
  if (path.length === 0) return text(value as string);
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[path[0]] = withTextAt(copy[path[0]], path.slice(1), text);
  return copy;
}

/**
 * The owner's valid request with a control character in one of its texts (a path or query value, or a string of
 * the body), which the schema alone may accept: PostgreSQL refuses NUL, so each must be turned away first.
 */
function controlCharacterMutation(valid: RouteRequest): fc.Arbitrary<RouteRequest> | null {
  const targets: { part: 'params' | 'query' | 'body'; path: string[] }[] = [
    ...Object.keys(valid.params ?? {}).map((name) => ({ part: 'params' as const, path: [name] })),
    ...Object.keys(valid.query ?? {}).map((name) => ({ part: 'query' as const, path: [name] })),
    ...stringPaths(valid.body).filter((path) => path.length > 0).map((path) => ({ part: 'body' as const, path })),
  ];
  if (targets.length === 0) return null;
  return fc.tuple(fc.constantFrom(...targets), controlCharacter).map(([{ part, path }, character]) => {
    const insert = (current: string) => `${current.slice(0, 1)}${character}${current.slice(1)}`;
    if (part === 'body') return { body: withTextAt(valid.body, path, insert) as object };
    const values = stringsOf(valid[part] ?? {});
    return { [part]: { ...values, [path[0]]: insert(values[path[0]]) } };
  });
}

const BOUNDARY = 'fuzz-boundary';
const part = (headers: string, data: string) => `--${BOUNDARY}\r\n${headers}\r\n\r\n${data}\r\n`;
const fileHeaders = 'Content-Disposition: form-data; name="file"; filename="foto.jpg"\r\nContent-Type: image/jpeg';

/** Multipart bodies broken in every way a client or an attacker can break them. */
const brokenMultipart: fc.Arbitrary<RouteRequest> = fc.oneof(
  fc.constantFrom(
    // No closing boundary: the stream ends inside the file.
    { body: `--${BOUNDARY}\r\n${fileHeaders}\r\n\r\n\xff\xd8\xff\xe0garbage`, type: `multipart/form-data; boundary=${BOUNDARY}` },
    // A boundary the body never uses.
    { body: `${part(fileHeaders, 'x')}--${BOUNDARY}--\r\n`, type: 'multipart/form-data; boundary=other' },
    // No boundary parameter at all.
    { body: `${part(fileHeaders, 'x')}--${BOUNDARY}--\r\n`, type: 'multipart/form-data' },
    // Two files where one is allowed.
    { body: `${part(fileHeaders, 'a')}${part(fileHeaders, 'b')}--${BOUNDARY}--\r\n`, type: `multipart/form-data; boundary=${BOUNDARY}` },
    // A part without a Content-Disposition.
    { body: `${part('Content-Type: image/jpeg', 'x')}--${BOUNDARY}--\r\n`, type: `multipart/form-data; boundary=${BOUNDARY}` },
    // Only the closing boundary.
    { body: `--${BOUNDARY}--\r\n`, type: `multipart/form-data; boundary=${BOUNDARY}` },
    // Header lines that are not headers.
    { body: `--${BOUNDARY}\r\n\u0000\u0001garbage\r\n\r\nx\r\n--${BOUNDARY}--\r\n`, type: `multipart/form-data; boundary=${BOUNDARY}` },
  ).map(({ body, type }) => ({ payload: Buffer.from(body, 'latin1'), headers: { 'content-type': type } })),
  fc.uint8Array({ maxLength: 2048 }).map((bytes) => ({
    payload: Buffer.from(bytes),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  })),
  // A field with a name that is not 'file', of a size well past what a field may carry.
  hugeText.map((text) => ({
    payload: Buffer.from(`${part('Content-Disposition: form-data; name="file"', text)}--${BOUNDARY}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  })),
);

/** A query parameter of any name holding a control character: every route refuses it before its handler runs. */
function controlCharacterInQuery(valid: RouteRequest): fc.Arbitrary<RouteRequest> {
  return fc
    .tuple(fc.stringMatching(/^[a-z]{1,8}$/), controlCharacter)
    .map(([name, character]) => ({ query: { ...stringsOf(valid.query ?? {}), [name]: `a${character}b` } }));
}

/** An Authorization header no token check may take: no token, another scheme, a forged or an oversize one. */
const badBearer: fc.Arbitrary<RouteRequest> = fc
  .oneof(
    fc.constantFrom('Bearer', 'Bearer ', 'Basic ZGVtbzpkZW1v', 'Bearer a.b.c', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.', `Bearer ${'x'.repeat(6000)}`),
    badText.filter((text) => /^[\x21-\x7e][\x20-\x7e]{0,8000}$/.test(text)).map((text) => `Bearer ${text}`),
  )
  .map((authorization) => ({ headers: { authorization } }));

const isUpload = (schema: unknown) => ((schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes('multipart/form-data');

export interface RouteSchema {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  headers?: unknown;
  consumes?: string[];
  security?: unknown[];
}

/**
 * Requests that differ from the owner's valid one in one part only, each of them malformed for that part; every
 * route gets some, since any route refuses a control character in its query and a route behind a token refuses a
 * malformed Authorization header. The other parts stay valid so the fault is the only reason to refuse.
 */
export function malformedRequests(schema: RouteSchema | undefined, valid: RouteRequest): fc.Arbitrary<RouteRequest> | null {
  if (!schema) return null;
  const mutations: fc.Arbitrary<RouteRequest>[] = [];
  const params = textMutation('params', schema.params, valid.params);
  if (params) mutations.push(params);
  const query = textMutation('query', schema.querystring, valid.query);
  if (query) mutations.push(query);
  const headers = textMutation('headers', schema.headers, valid.headers);
  if (headers) mutations.push(headers);
  if (schema.body && isUpload(schema)) mutations.push(brokenMultipart, bodyMutation(schema.body, {}));
  else if (schema.body) mutations.push(bodyMutation(schema.body, valid.body), rawBody);
  const controlled = controlCharacterMutation(valid);
  if (controlled && !isUpload(schema)) mutations.push(controlled);
  mutations.push(controlCharacterInQuery(valid));
  if (schema.security?.length) mutations.push(badBearer);
  // Whatever part is broken, the rest of the request is the valid one.
  return fc.oneof(...mutations).map((broken) => ({
    ...valid,
    ...broken,
    headers: { ...valid.headers, ...broken.headers },
    ...(broken.payload !== undefined ? { body: undefined } : {}),
    ...(broken.body !== undefined ? { payload: undefined } : {}),
  }));
}
