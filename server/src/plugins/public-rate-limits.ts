import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '@server/http-errors';
import { clientNetworkOf } from '@server/security/ip-addresses';
import { databaseRateLimitStore } from '@server/security/rate-limit-store';

const MINUTE_MS = 60_000;

type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface PublicLimiters {
  /** Every public request, per address. */
  requests: Limiter[];
  /** Placing an order, per address and per QR code; after validation, so the QR code is one the schema allows. */
  orders: Limiter[];
  /** Calling from the table, per QR code: a table cannot flood the room's phones. */
  calls: Limiter[];
}

/**
 * The public API's limits (@fastify/rate-limit), counted in the shared database so every instance sees one count.
 * Registered in the public routes' scope only: staff routes and the payment provider's webhook are not counted.
 * A database failure lets the request through: a customer's order matters more than a counter.
 */
export async function installPublicRateLimits(app: FastifyInstance): Promise<PublicLimiters> {
  const { requestsPerAddress, ordersPerAddress, ordersPerQrCode, callsPerQrCode } = app.config.publicRateLimits;
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(app.db), skipOnError: true, timeWindow: MINUTE_MS });

  // Each limit is checked on its own; the plugin's ready-made hooks let only the first of a request's limits count.
  const limiter = (max: number, keyOf: (request: FastifyRequest) => string, message: string): Limiter[] => {
    if (max === 0) return [];
    const check = app.createRateLimit({ max, timeWindow: MINUTE_MS, keyGenerator: keyOf });
    return [
      async (request, reply) => {
        const outcome = await check(request);
        if (outcome.isAllowed || !outcome.isExceeded) return;
        const seconds = Math.max(1, outcome.ttlInSeconds);
        reply.header('retry-after', seconds);
        throw new HttpError(429, 'rate_limited', `${message} Tente de novo em ${seconds} segundos.`);
      },
    ];
  };
  // One IPv6 subscriber holds a whole /64: counted per address, it could use as many allowances as it likes.
  const clientOf = (request: FastifyRequest) => clientNetworkOf(request.ip);
  return {
    requests: limiter(requestsPerAddress, (request) => `public:${clientOf(request)}`, 'Muitas solicitações deste endereço.'),
    orders: [
      ...limiter(ordersPerAddress, (request) => `orders:${clientOf(request)}`, 'Muitos pedidos deste endereço agora.'),
      ...limiter(
        ordersPerQrCode,
        (request) => `qrcode-orders:${(request.params as { code: string }).code}`,
        'Muitos pedidos por este QR code agora.',
      ),
    ],
    calls: limiter(callsPerQrCode, (request) => `qrcode-calls:${(request.params as { code: string }).code}`, 'Muitos chamados desta mesa agora.'),
  };
}
