/** How many entries a recording keeps; older ones are dropped first. */
export const RECORDING_LIMIT = 2_000;

export const REDACTED = '[redigido]';

/**
 * Keys whose values are secrets; a JWT keeps its claims (its times drive renewals in a replay), never its signature.
 * A push subscription's endpoint and keys are one: with them anyone can send the device notifications.
 */
const SECRET_KEY = /token|password|senha|secret|authorization|cookie|endpoint|p256dh|^auth$|^keys$/i;
/** Keys whose values say who or where a person is: every text inside them is replaced. */
const PERSONAL_KEY =
  /(e-?mail|phone|mobile|address)$|^(cep|zip|cpf|cnpj|street|neighbou?rhood|bairro|complement|district|userName|whatsapp|celular|telefone|endereco|customer|customerName|fullName)$/i;
/** Keys that, in a record of a person (one with an e-mail, a phone or a mobile beside them), say who it is. */
const NAME_KEY = /^(name|nome|firstName|lastName)$/i;
const isPersonRecord = (value: object) => Object.keys(value).some((key) => /^(e-?mail|phone|mobile|telefone|celular)$/i.test(key));
const EMAIL = /[^\s@"]+@[^\s@"]+\.[^\s@"]+/g;
const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** Still shaped like a JWT (so redacting it again changes nothing), signed by nobody. */
function redactedJwt(token: string): string {
  const [header, claims] = token.split('.');
  return `${header}.${claims}.redigido`;
}

function everyTextRedacted(value: unknown): unknown {
  if (typeof value === 'string') return value === '' ? value : REDACTED;
  if (Array.isArray(value)) return value.map(everyTextRedacted);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, everyTextRedacted(inner)]));
  return value;
}

function secretRedacted(value: unknown): unknown {
  if (typeof value === 'string') return JWT.test(value) ? redactedJwt(value) : value === '' ? value : REDACTED;
  return everyTextRedacted(value);
}

/**
 * A JSON copy of a value fit for a recording: secrets and personal data replaced, e-mail addresses removed from any
 * text, errors reduced to their name and message, what JSON cannot hold (functions, symbols, undefined) dropped.
 */
export function redacted(value: unknown, key = ''): unknown {
  if (key && SECRET_KEY.test(key)) return secretRedacted(value);
  if (key && PERSONAL_KEY.test(key)) return everyTextRedacted(redacted(value));
  if (typeof value === 'string') return value.replace(EMAIL, REDACTED);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean' || value === null) return value;
  if (value instanceof Error) return { name: value.name, message: redacted(value.message) };
  if (Array.isArray(value)) return value.map((item) => redacted(item) ?? null);
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    // A comanda's customer and the signed-in user are people: their names go with their contacts.
    const person = isPersonRecord(value);
    for (const [inner, innerValue] of Object.entries(value)) {
      const kept = person && NAME_KEY.test(inner) ? everyTextRedacted(redacted(innerValue)) : redacted(innerValue, inner);
      if (kept !== undefined) copy[inner] = kept;
    }
    return copy;
  }
  return undefined;
}

/** An answer's text as JSON when it is JSON (redacted), else the text itself with e-mails removed. */
export function redactedBody(text: string | undefined): unknown {
  if (text === undefined || text === '') return text;
  try {
    return redacted(JSON.parse(text));
  } catch {
    return redacted(text);
  }
}

/** Adds an entry, dropping the oldest beyond the limit; answers how many were dropped. */
export function appendBounded<T>(entries: T[], entry: T, limit = RECORDING_LIMIT): number {
  entries.push(entry);
  const excess = entries.length - limit;
  if (excess <= 0) return 0;
  entries.splice(0, excess);
  return excess;
}

/** The browser storage the app starts from, with the same redaction as everything else. */
export function redactedStorage(storage: Storage): Record<string, string> {
  const copy: Record<string, string> = {};
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key === null) continue;
    const value = storage.getItem(key) ?? '';
    copy[key] = String(redacted(value, key));
  }
  return copy;
}

/** 'sessao-2026-11-26-0830.json', on the device's clock. */
export function recordingFileName(exportedAt: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${exportedAt.getFullYear()}-${pad(exportedAt.getMonth() + 1)}-${pad(exportedAt.getDate())}`;
  return `sessao-${day}-${pad(exportedAt.getHours())}${pad(exportedAt.getMinutes())}.json`;
}
