import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import {
  LIVE_PATH,
  type AccountAck,
  type ClientToServerEvents,
  type LiveChannel,
  type LivePayload,
  type ServerToClientEvents,
} from '@contract/live';
import type { AccountPrincipal } from '@server/security/principals';
import { nowMs } from '@server/domain/clock';
import { isShopOfProvider } from '@server/repositories/accounts';
import { isRevoked } from '@server/security/revocations';
import { clusterAdapterOf } from './live-cluster';

interface SocketData {
  account: AccountPrincipal;
  /** The jti of the token the socket connected with. */
  tokenId: string;
  /** The sign-in that token belongs to, when it names one. */
  sessionId?: string;
}

type LiveServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export const shopRoom = (shopId: number) => `shop:${shopId}`;
/** Every socket of one token, on every server sharing the adapter, so revoking the token can drop them all. */
export const tokenRoom = (tokenId: string) => `token:${tokenId}`;
/** Every socket of one sign-in, whichever of its tokens it connected with. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

// setTimeout fires at once beyond this, so longer lifetimes are not timed here.
const MAX_TIMER_MS = 2 ** 31 - 1;

function isShopId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) > 0 && (value as number) <= 2147483647;
}

function onAccount(app: FastifyInstance, socket: LiveSocket) {
  return async (request: unknown, ack: unknown) => {
    const reply = typeof ack === 'function' ? (ack as (result: AccountAck) => void) : () => undefined;
    const shopId = (request as { shopId?: unknown } | null)?.shopId;
    if (!isShopId(shopId)) return reply({ ok: false, message: 'shopId inválido.' });
    try {
      const { providerId, member } = socket.data.account;
      // A person signed in with their own e-mail hears their own shop only.
      if ((member && member.shopId !== shopId) || !(await isShopOfProvider(app.db, providerId, shopId))) {
        return reply({ ok: false, message: 'Estabelecimento não encontrado.' });
      }
      await socket.join(shopRoom(shopId));
      reply({ ok: true });
    } catch (err) {
      app.log.error({ err }, 'live account call failed');
      reply({ ok: false, message: 'Erro interno do servidor.' });
    }
  };
}

/** A revocation that lands between the handshake and the join finds no socket in the room; look once more. */
async function joinTokenRoom(app: FastifyInstance, socket: LiveSocket): Promise<void> {
  const { tokenId, sessionId } = socket.data;
  try {
    await socket.join(sessionId ? [tokenRoom(tokenId), sessionRoom(sessionId)] : tokenRoom(tokenId));
    if (await isRevoked(app.db, tokenId, sessionId)) socket.disconnect(true);
  } catch (err) {
    app.log.error({ err }, 'live token room failed');
    socket.disconnect(true);
  }
}

/** socket.io on the app's own HTTP server: token 2 to connect, one room per shop, app.live to emit. */
export function installLive(app: FastifyInstance): void {
  const adapter = clusterAdapterOf(app);
  const io: LiveServer = new Server(app.server, {
    path: LIVE_PATH,
    transports: ['websocket', 'polling'],
    serveClient: false,
    ...(adapter ? { adapter } : {}),
  });

  // engine.io answers its long-polling requests (and their errors) itself, outside Fastify's hooks: the same
  // defences go on them, set ahead of engine.io's own listener.
  app.server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!request.url?.startsWith(`${LIVE_PATH}/`)) return;
    for (const [name, value] of Object.entries(app.securityHeadersOf(request))) response.setHeader(name, value);
  });

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token === '') return next(new Error('unauthorized'));
    try {
      const { userId, providerId, tokenId, expiresAt, sessionId, member } = await app.tokens.verifyAccountToken(token);
      socket.data.account = { userId, providerId, member };
      socket.data.tokenId = tokenId;
      socket.data.sessionId = sessionId;
      // A connection must not outlive its token; the client reconnects and is refused until it signs in again.
      const msLeft = expiresAt * 1000 - nowMs();
      if (msLeft < MAX_TIMER_MS) {
        const timer = setTimeout(() => socket.disconnect(true), Math.max(msLeft, 0));
        socket.once('disconnect', () => clearTimeout(timer));
      }
      next();
    } catch {
      next(new Error('unauthorized'));
    }
  });

  io.on('connection', (socket) => {
    socket.on('account', onAccount(app, socket));
    void joinTokenRoom(app, socket);
  });

  app.decorate('live', {
    disconnectToken(tokenId: string) {
      io.in(tokenRoom(tokenId)).disconnectSockets(true);
    },
    disconnectSession(sessionId: string) {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    emitToShop<C extends LiveChannel>(shopId: number, channel: C, payload: LivePayload<C>) {
      // The generic channel cannot be narrowed to one listener signature; the contract types the pair already.
      (io.to(shopRoom(shopId)).emit as (event: LiveChannel, data: LivePayload<C>) => boolean)(channel, payload);
    },
  });

  // Before the HTTP server closes: open sockets would otherwise keep it waiting forever.
  app.addHook('preClose', async () => {
    await io.close();
  });
}
