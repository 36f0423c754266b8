import path from 'node:path';
import { parseRequestTimeout, parseTrustProxy } from './request-limits';

export type AppVariant = 'food' | 'shop';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; SQLite under dataDir when absent. */
  databaseUrl?: string;
  /** HMAC secret for tokens; generated once and kept in the database when absent. */
  jwtSecret?: string;
  variant: AppVariant;
  /** Base URL of the API as seen by the browser; empty means same origin. */
  apiUrl: string;
  foodHost: string;
  kioskHost: string;
  seedDemo: boolean;
  /** Folder with the built SPA; nothing is served when it does not exist. */
  staticDir: string;
  logLevel: string;
  /** Which proxies' X-Forwarded-* headers to believe (see request-limits.ts). */
  trustProxy: boolean | number | string;
  /** A request must arrive whole within this, or gets 408. */
  requestTimeoutSeconds: number;
  /** The largest total one customer order may have, in cents (ORDER_MAX_TOTAL, in reais). */
  orderMaxTotalCents: number;
  /** Web Push signing: both keys from the environment, or a pair generated once and kept in the database. */
  vapid: { subject: string; publicKey?: string; privateKey?: string };
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT "${value}"`);
  return port;
}

function parseVariant(value: string | undefined): AppVariant {
  if (value === undefined || value === '' || value === 'food') return 'food';
  if (value === 'shop') return 'shop';
  throw new Error(`Invalid APP_VARIANT "${value}": use food or shop`);
}

/** Default R$ 9.999,99: far above a table's bill, far below what the money columns hold. */
export const DEFAULT_ORDER_MAX_TOTAL_CENTS = 999_999;

export function parseOrderMaxTotal(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_ORDER_MAX_TOTAL_CENTS;
  const reais = Number(raw);
  if (!/^\d+(\.\d{1,2})?$/.test(raw) || reais <= 0 || reais > 1_000_000) {
    throw new Error(`Invalid ORDER_MAX_TOTAL "${raw}": use an amount in reais such as 9999.99, up to 1000000`);
  }
  return Math.round(reais * 100);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: parsePort(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    variant: parseVariant(env.APP_VARIANT),
    apiUrl: env.API_URL || '',
    foodHost: env.FOOD_HOST || 'https://cardapio.exemplo.com.br',
    kioskHost: env.KIOSK_HOST || 'https://loja.exemplo.com.br',
    seedDemo: env.SEED_DEMO !== 'false',
    staticDir: path.resolve(env.STATIC_DIR || 'dist'),
    logLevel: env.LOG_LEVEL || 'info',
    orderMaxTotalCents: parseOrderMaxTotal(env.ORDER_MAX_TOTAL),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    requestTimeoutSeconds: parseRequestTimeout(env.REQUEST_TIMEOUT_SECONDS),
    vapid: {
      subject: env.VAPID_SUBJECT || 'mailto:suporte@exemplo.com.br',
      publicKey: env.VAPID_PUBLIC_KEY || undefined,
      privateKey: env.VAPID_PRIVATE_KEY || undefined,
    },
  };
}
