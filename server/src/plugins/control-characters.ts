import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid } from '@server/domain/errors';

// C0 controls and DEL, but tab, line feed and carriage return, which multi-line fields may hold. PostgreSQL
// refuses NUL in text outright, and no field of this API has a use for the others.
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole job
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

// Parsed query strings come with a prototype of their own, so anything that is neither a buffer nor a stream counts.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  Object.prototype.toString.call(value) === '[object Object]' &&
  !Buffer.isBuffer(value) &&
  typeof (value as { pipe?: unknown }).pipe !== 'function';

/** The path of the first string holding a control character, e.g. 'body.customer.name', or null. */
export function controlCharacterAt(value: unknown, path: string): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : null;
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : isRecord(value) ? Object.entries(value) : [];
  for (const [key, item] of entries) {
    if (CONTROL_CHARACTER.test(key)) return `${path}.${key}`;
    const found = controlCharacterAt(item, `${path}.${key}`);
    if (found) return found;
  }
  return null;
}

/** Refuses, before validation, any path parameter, query value or JSON/form field with a control character. */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const found =
      controlCharacterAt(request.params, 'params') ?? controlCharacterAt(request.query, 'querystring') ?? controlCharacterAt(request.body, 'body');
    if (found) throw invalid(`${found} contém um caractere de controle.`);
  });
}
