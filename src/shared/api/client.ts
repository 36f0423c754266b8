import { TOKEN_EXPIRED_MESSAGE, type ApiErrorBody } from '@contract/errors';
import { AUTHORIZATION_HEADER, DEVICE_HEADER, PERMISSION_REQUIRED, PERSON_HEADER, PERSON_REFUSALS } from '@contract/staff-headers';
import type { StaffPermission } from '@contract/staff-roles';
import { runtimeConfig } from '@/shared/config';
import { sessionTap } from '@/shared/recording/tap';
import { activePersonToken } from '@/shared/session/person';
import { deviceKey } from './deviceKey';
import { ApiError } from './errors';
import { readToken, type TokenKind } from './tokens';

type QueryValue = string | number | boolean | undefined | null | ReadonlyArray<string | number>;

export interface RequestOptions {
  /** Which bearer token to send; none for public calls. */
  auth?: TokenKind | 'none';
  /** Explicit token, for the call that trades token 1 for token 2 before it is stored. */
  token?: string;
  query?: Record<string, QueryValue>;
  json?: unknown;
  form?: Record<string, string>;
  body?: FormData;
  /** 'blob' answers the body as bytes (an image) instead of parsing JSON. */
  accept?: 'json' | 'blob';
  /** A command that may be sent again (the outbox): the server answers a repeat of the key with its first answer. */
  idempotencyKey?: string;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return `${runtimeConfig.apiUrl}${path}${search ? `?${search}` : ''}`;
}

/** The browser's own text for a failed fetch is English ('Failed to fetch', 'Load failed'); the user reads this. */
export const NETWORK_FAILURE_MESSAGE = 'Sem conexão com o servidor.';

/** A failure whose body brings no message (a proxy's HTML page, an empty body): never the English status text. */
export const serverFailureMessageOf = (status: number): string => `Erro ${status} no servidor.`;

async function errorOf(response: Response): Promise<ApiError> {
  let body: Partial<ApiErrorBody> & { error_description?: string } = {};
  try {
    body = await response.json();
  } catch {
    // A body that is not JSON still fails with the status below.
  }
  const message = body.error_description || body.message || serverFailureMessageOf(response.status);
  // The permission is one of the server's own names (contract/staff-roles.ts).
  const refusal = { permission: body.permission as StaffPermission | undefined, retryAfter: body.retryAfter };
  return new ApiError(response.status, body.error ?? String(response.status), message, body.code, refusal);
}

/** Renews the stored tokens with the session's refresh token; true when they were renewed. */
export type SessionRenewer = () => Promise<boolean>;

let renewSession: SessionRenewer | null = null;

/** The auth feature hands in its renewal, so a call refused for an expired token is renewed and tried again. */
export function installSessionRenewer(renewer: SessionRenewer | null): void {
  renewSession = renewer;
}

/** Renews the session through the renewal the auth feature installed; false when none is or it did not renew. */
export function renewInstalledSession(): Promise<boolean> {
  return renewSession ? renewSession() : Promise.resolve(false);
}

/**
 * Asks a manager on this device to authorize one action the acting person may not do ('Autorização do gerente'):
 * the authorization's token, or null when cancelled.
 */
export type ManagerAuthorizer = (permission: StaffPermission) => Promise<string | null>;

let authorizeAsManager: ManagerAuthorizer | null = null;

/** The team's code hands in its dialog while it runs on this device. */
export function installManagerAuthorizer(authorizer: ManagerAuthorizer | null): void {
  authorizeAsManager = authorizer;
}

/** Told when the server refuses the person acting now (deactivated, unknown): the device locks back to its PIN pad. */
export type PersonRefusalListener = (refusedToken: string) => void;

let personRefused: PersonRefusalListener | null = null;

export function installPersonRefusalListener(listener: PersonRefusalListener | null): void {
  personRefused = listener;
}

/**
 * The person each queued command was made by, under its Idempotency-Key: a command sent from the outbox acts for
 * them (or for the shop's account: null), whoever acts on the device when it is finally sent.
 */
const capturedPersons = new Map<string, string | null>();

/** While a queued command is sent: its calls carry the person captured when it was queued. Returns the release. */
export function sendAsCapturedPerson(idempotencyKey: string, personToken: string | null): () => void {
  capturedPersons.set(idempotencyKey, personToken);
  return () => capturedPersons.delete(idempotencyKey);
}

/** The person a queued command was captured with (null: the shop's account), or undefined for any other call. */
const capturedPersonOf = (options: RequestOptions) => capturedPersons.get(options.idempotencyKey ?? '');

const isExpiryRefusal = (error: ApiError) => error.status === 401 && error.message === TOKEN_EXPIRED_MESSAGE;

const authorizationAsked = (error: unknown): error is ApiError & { permission: StaffPermission } =>
  error instanceof ApiError && error.status === 403 && error.code === PERMISSION_REQUIRED && error.permission !== undefined;

/**
 * The one place that talks HTTP: base URL, bearer token, the acting person, JSON and form bodies, errors as
 * ApiError. A stored token refused as expired is renewed once, unnoticed, and the call sent again. An action the
 * person may not do is offered to a manager's PIN and, authorized, sent once more with the authorization; cancelled
 * (or a queued command, whose person is gone from the device), the refusal reaches the caller as every other does.
 * A read refused is never offered: a screen loading what the person may not see is not an action anyone tapped.
 */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await sendRenewing<T>(method, path, options);
  } catch (error) {
    if (method === 'GET' || !authorizationAsked(error) || !authorizeAsManager || capturedPersonOf(options) !== undefined) throw error;
    const authorization = await authorizeAsManager(error.permission);
    if (!authorization) throw error;
    return sendRenewing<T>(method, path, options, authorization);
  }
}

async function sendRenewing<T>(method: string, path: string, options: RequestOptions, authorization?: string): Promise<T> {
  const renewable = !options.token && options.auth !== 'none';
  try {
    return await send<T>(method, path, options, authorization);
  } catch (error) {
    if (!(renewable && renewSession && error instanceof ApiError && isExpiryRefusal(error))) throw error;
    if (!(await renewSession())) throw error;
    return send<T>(method, path, options, authorization);
  }
}

async function send<T>(method: string, path: string, options: RequestOptions, authorization?: string): Promise<T> {
  const headers: Record<string, string> = { Accept: options.accept === 'blob' ? '*/*' : 'application/json' };
  const kind = options.auth ?? 'account';
  const token = options.token ?? (kind === 'none' ? null : readToken(kind));
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const captured = capturedPersonOf(options);
  const person = kind === 'account' && !options.token ? (captured === undefined ? activePersonToken() : captured) : null;
  if (person) headers[PERSON_HEADER] = person;
  // Every staff call, outbox replays included, names the device, so the payments it records count in its open till.
  if (kind === 'account') headers[DEVICE_HEADER] = deviceKey();
  if (authorization) headers[AUTHORIZATION_HEADER] = authorization;

  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body) {
    body = options.body;
  }

  const url = buildUrl(path, options.query);
  const tap = sessionTap();
  const at = Date.now();
  // A session recording keeps the answer when the app has it in hand, where a replay hands it over again.
  const recorded = (status: number, responseText?: string) =>
    tap?.call({ method, url: url.slice(runtimeConfig.apiUrl.length), requestBody: options.json ?? options.form, at, answeredAt: Date.now(), status, responseText });
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body });
  } catch (error) {
    recorded(0);
    const failure = new ApiError(0, 'network', NETWORK_FAILURE_MESSAGE);
    failure.cause = error;
    throw failure;
  }
  if (!response.ok) {
    const errorText = tap ? response.clone().text() : undefined;
    const error = await errorOf(response);
    recorded(response.status, await errorText);
    if (person && response.status === 403 && PERSON_REFUSALS.includes(error.code)) personRefused?.(person);
    throw error;
  }
  if (response.status === 204) {
    recorded(204);
    return undefined as T;
  }
  if (options.accept === 'blob') {
    const blob = await response.blob();
    recorded(response.status);
    return blob as T;
  }
  const text = await response.text();
  recorded(response.status, text);
  return (text ? JSON.parse(text) : null) as T;
}
