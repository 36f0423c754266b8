import type { IncomingMessage } from 'node:http';
import type { ServerConfig } from './config';
import type { Db } from '@server/db/database';
import type { OnlinePayments } from '@server/payments/online-payments';
import type { PushNotifier } from '@server/push/notifier';
import type { TokenService } from '@server/security/tokens';
import type { LiveChannel, LivePayload } from '@contract/live';

/** Who a verified account token (token 2) belongs to. */
export interface AccountPrincipal {
  userId: number;
  providerId: number;
  /** The sign-in the token belongs to, when it was minted from one. */
  sessionId?: string;
}

/** Who a verified user token (token 1) belongs to. */
export interface UserPrincipal {
  userId: number;
  /** The sign-in the token belongs to; tokens minted from it (token 2) carry it on. */
  sessionId?: string;
}

export interface LiveHub {
  /** Sends an event to the sockets of one shop only; call it after the transaction commits. */
  emitToShop<C extends LiveChannel>(shopId: number, channel: C, payload: LivePayload<C>): void;
  /** Drops the sockets connected with this token (by jti) on every server sharing the live adapter. */
  disconnectToken(tokenId: string): void;
  /** Drops the sockets of every token of one sign-in, on every server sharing the live adapter. */
  disconnectSession(sessionId: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Db;
    live: LiveHub;
    push: PushNotifier;
    payments: OnlinePayments;
    tokens: TokenService;
    /** The browser defences every answer carries (security-headers.ts), for answers Fastify does not send. */
    securityHeadersOf: (request: IncomingMessage) => Record<string, string>;
    /** Route hook (onRequest or preHandler): requires token 1 and sets request.user. */
    authenticateUser: (request: FastifyRequest) => Promise<void>;
    /** Route hook (onRequest or preHandler): requires token 2 and sets request.account. */
    authenticateAccount: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user?: UserPrincipal;
    account?: AccountPrincipal;
  }
}
