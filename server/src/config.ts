import path from 'node:path';
import { parseAllowedHosts } from '@server/push/endpoints';
import { parseRequestTimeout, parseTrustProxy } from './request-limits';

export type AppVariant = 'food' | 'shop';
export type PaymentProviderName = 'sandbox' | 'none';

export interface PublicRateLimits {
  /** Any public request from one address (PUBLIC_REQUESTS_PER_MINUTE). */
  requestsPerAddress: number;
  /** Orders placed from one address (ORDERS_PER_MINUTE_PER_ADDRESS). */
  ordersPerAddress: number;
  /** Orders placed through one QR code (ORDERS_PER_MINUTE_PER_QR_CODE). */
  ordersPerQrCode: number;
  /** Calls from the table ('Chamar garçom') made through one QR code (CALLS_PER_MINUTE_PER_QR_CODE). */
  callsPerQrCode: number;
}

/**
 * Defaults sized for a busy shop: a restaurant's guest Wi-Fi puts every table behind one address, and the counter's
 * prepaid QR code takes every takeaway order, so neither limit may bite a real rush.
 */
export const DEFAULT_PUBLIC_RATE_LIMITS: PublicRateLimits = { requestsPerAddress: 300, ordersPerAddress: 30, ordersPerQrCode: 20, callsPerQrCode: 6 };

function parsePerMinute(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > 1_000_000) throw new Error(`Invalid ${name} "${raw}": use a whole number per minute (0 turns it off)`);
  return value;
}

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
  /** Where this server is reached from outside (PUBLIC_URL behind a proxy); the QR links' hosts default to it. */
  publicUrl: string;
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
  /**
   * Who takes online payments: 'sandbox' confirms every charge itself through the signed webhook (demo and tests);
   * 'none' refuses paying online. Default sandbox only on a demo server.
   */
  paymentProvider: PaymentProviderName;
  /** The webhook's HMAC secret shared with the provider; generated once and kept in the database when absent. */
  paymentWebhookSecret?: string;
  /** Limits of the public customer API, per minute; 0 turns one off. */
  publicRateLimits: PublicRateLimits;
  /** Web Push signing: both keys from the environment, or a pair generated once and kept in the database. */
  vapid: { subject: string; publicKey?: string; privateKey?: string };
  /** PUSH_ALLOWED_HOSTS: when set, the only push services the server sends to (besides the public-address rule). */
  pushAllowedHosts: string[];
  /** How often the server ends the pauses whose time has come, telling the shops' screens. */
  orderPauseSweepMs: number;
  /**
   * How often the server looks for orders nobody took in their shop's time, to push and escalate them
   * (ORDER_ESCALATION_SWEEP_MS); 0 turns escalation off on this server.
   */
  orderEscalationSweepMs: number;
  /**
   * TEST_CLOCK=1: the server mounts POST /test/clock, which moves its present forward, for the end-to-end flows
   * about token lifetimes and unanswered orders. Never set outside the test servers (e2e/support/server.ts).
   */
  testClock: boolean;
}

/** A paused shop takes orders again at most this long after its time, whether or not a screen is open. */
export const ORDER_PAUSE_SWEEP_MS = 5_000;

/** An order nobody takes escalates at most this long after its shop's minutes have passed. */
export const ORDER_ESCALATION_SWEEP_MS = 5_000;

export function parseSweepMs(raw: string | undefined): number {
  if (raw === undefined || raw === '') return ORDER_ESCALATION_SWEEP_MS;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || (value !== 0 && value < 100) || value > 600_000) {
    throw new Error(`Invalid ORDER_ESCALATION_SWEEP_MS "${raw}": use milliseconds from 100 to 600000 (0 turns escalation off)`);
  }
  return value;
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

function parsePaymentProvider(value: string | undefined, seedDemo: boolean): PaymentProviderName {
  if (value === undefined || value === '') return seedDemo ? 'sandbox' : 'none';
  if (value === 'sandbox' || value === 'none') return value;
  throw new Error(`Invalid PAYMENT_PROVIDER "${value}": use sandbox or none`);
}

/** Listening on every interface means no one address names the server; localhost reaches it from this machine. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

export function parsePublicUrl(raw: string | undefined, listen: { host: string; port: number }): string {
  if (raw === undefined || raw === '') {
    const host = WILDCARD_HOSTS.has(listen.host) ? 'localhost' : listen.host.includes(':') ? `[${listen.host}]` : listen.host;
    return `http://${host}:${listen.port}`;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`Invalid PUBLIC_URL "${raw}": use the address guests open, such as https://pedidos.exemplo.com.br`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || raw.length > 200) {
    throw new Error(`Invalid PUBLIC_URL "${raw}": use an http or https address without query, such as https://pedidos.exemplo.com.br`);
  }
  return raw.replace(/\/+$/, '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = parsePort(env.PORT, 8080);
  const host = env.HOST || '0.0.0.0';
  const publicUrl = parsePublicUrl(env.PUBLIC_URL, { host, port });
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    variant: parseVariant(env.APP_VARIANT),
    apiUrl: env.API_URL || '',
    publicUrl,
    foodHost: env.FOOD_HOST || publicUrl,
    kioskHost: env.KIOSK_HOST || publicUrl,
    seedDemo: env.SEED_DEMO !== 'false',
    paymentProvider: parsePaymentProvider(env.PAYMENT_PROVIDER, env.SEED_DEMO !== 'false'),
    paymentWebhookSecret: env.PAYMENT_WEBHOOK_SECRET || undefined,
    staticDir: path.resolve(env.STATIC_DIR || 'dist'),
    logLevel: env.LOG_LEVEL || 'info',
    orderMaxTotalCents: parseOrderMaxTotal(env.ORDER_MAX_TOTAL),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicRateLimits: {
      requestsPerAddress: parsePerMinute('PUBLIC_REQUESTS_PER_MINUTE', env.PUBLIC_REQUESTS_PER_MINUTE, DEFAULT_PUBLIC_RATE_LIMITS.requestsPerAddress),
      ordersPerAddress: parsePerMinute('ORDERS_PER_MINUTE_PER_ADDRESS', env.ORDERS_PER_MINUTE_PER_ADDRESS, DEFAULT_PUBLIC_RATE_LIMITS.ordersPerAddress),
      ordersPerQrCode: parsePerMinute('ORDERS_PER_MINUTE_PER_QR_CODE', env.ORDERS_PER_MINUTE_PER_QR_CODE, DEFAULT_PUBLIC_RATE_LIMITS.ordersPerQrCode),
      callsPerQrCode: parsePerMinute('CALLS_PER_MINUTE_PER_QR_CODE', env.CALLS_PER_MINUTE_PER_QR_CODE, DEFAULT_PUBLIC_RATE_LIMITS.callsPerQrCode),
    },
    requestTimeoutSeconds: parseRequestTimeout(env.REQUEST_TIMEOUT_SECONDS),
    vapid: {
      subject: env.VAPID_SUBJECT || 'mailto:suporte@exemplo.com.br',
      publicKey: env.VAPID_PUBLIC_KEY || undefined,
      privateKey: env.VAPID_PRIVATE_KEY || undefined,
    },
    pushAllowedHosts: parseAllowedHosts(env.PUSH_ALLOWED_HOSTS),
    orderPauseSweepMs: ORDER_PAUSE_SWEEP_MS,
    orderEscalationSweepMs: parseSweepMs(env.ORDER_ESCALATION_SWEEP_MS),
    testClock: env.TEST_CLOCK === '1',
  };
}
