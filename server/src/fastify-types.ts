import type { ServerConfig } from './config';
import type { Db } from '@server/db/database';
import type { OnlinePayments } from '@server/payments/online-payments';
import type { LiveHub } from '@server/live/hub';
import type { PushNotifier } from '@server/push/notifier';
import type { TokenService } from '@server/security/tokens';

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

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Db;
    live: LiveHub;
    push: PushNotifier;
    payments: OnlinePayments;
    tokens: TokenService;
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
