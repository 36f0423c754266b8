import type { ColumnType, Generated } from 'kysely';

export interface ProvidersTable {
  id: Generated<number>;
  name: string;
}

export interface UsersTable {
  id: Generated<number>;
  provider_id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  picture: string | null;
  email_confirmed: number;
  /** The person of the team this user is, for a member's own e-mail sign-in; null for the shop's own account. */
  member_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface LocationsTable {
  id: Generated<number>;
  provider_id: number;
  name: string;
  active: number;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
}

/** One failed sign-in (or one in progress) counted against a key: a hashed email or a client address. */
export interface LoginFailuresTable {
  id: Generated<number>;
  key: string;
  failed_at: string;
}

/** A token refused until it would have expired anyway (its jti claim). */
export interface RevokedTokensTable {
  token_id: string;
  expires_at: string;
}

/** One sign-in on one device; expires_at moves forward each time its refresh token is used. */
export interface SignInSessionsTable {
  id: string;
  user_id: number;
  device: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** A browser's Web Push subscription for one shop, made from one sign-in (see migration 007). */
export interface PushSubscriptionsTable {
  endpoint: string;
  p256dh: string;
  auth: string;
  shop_id: number;
  user_id: number;
  session_id: string;
  created_at: string;
}

/** A refresh token by its SHA-256; used_at is set when it was traded for the next one. */
export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  created_at: string;
  used_at: string | null;
  /** The next token, readable only with this one (migration 011); null until it is used. */
  successor_sealed: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One rate limit's count for one key; window_ends_at in milliseconds (PostgreSQL hands a bigint back as text). */
export interface RateLimitHitsTable {
  key: string;
  hits: number;
  window_ends_at: ColumnType<number | string, number, number>;
}

/** A staff command's Idempotency-Key in one shop and the first answer to it (migration 015); times in milliseconds. */
export interface IdempotencyKeysTable {
  location_id: number;
  key: string;
  request: string;
  status_code: number | null;
  response_body: string | null;
  created_at: ColumnType<number | string, number, number>;
}

export interface AccountTables {
  providers: ProvidersTable;
  users: UsersTable;
  locations: LocationsTable;
  server_secrets: ServerSecretsTable;
  login_failures: LoginFailuresTable;
  revoked_tokens: RevokedTokensTable;
  sign_in_sessions: SignInSessionsTable;
  refresh_tokens: RefreshTokensTable;
  push_subscriptions: PushSubscriptionsTable;
  rate_limit_hits: RateLimitHitsTable;
  idempotency_keys: IdempotencyKeysTable;
}
