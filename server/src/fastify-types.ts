import type { IncomingMessage } from 'node:http';
import type { ServerConfig } from './config';
import type { Db } from '@server/db/database';
import type { OnlinePayments } from '@server/payments/online-payments';
import type { LiveHub } from '@server/live/hub';
import type { PushNotifier } from '@server/push/notifier';
import type { Actor } from '@server/security/actor';
import type { AccountPrincipal, UserPrincipal } from '@server/security/principals';
import type { TokenService } from '@server/security/tokens';

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
    /** Who acts on a staff request (plugins/actor.ts): the device's person of the team, or the account's owner. */
    actor?: Actor;
  }
}
