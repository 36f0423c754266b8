import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { conflict } from '@server/domain/errors';
import {
  claimIdempotencyKey,
  releaseIdempotencyKey,
  storeIdempotentAnswer,
  sweepIdempotencyKeys,
} from '@server/repositories/idempotency-keys';

/** How long a request waits for the first one with its key to answer before it is refused. */
export const IDEMPOTENCY_WAIT_MS = 5_000;
const WAIT_STEP_MS = 50;
/** How often the keys past their time are removed. */
export const IDEMPOTENCY_SWEEP_MS = 10 * 60 * 1000;

interface Claimed {
  shopId: number;
  key: string;
}

const claims = new WeakMap<FastifyRequest, Claimed>();

/** The call a key was first used for: method, path and body. The same key on another call is refused. */
function fingerprintOf(request: FastifyRequest): string {
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  return createHash('sha256').update(`${request.method} ${request.url} ${body}`).digest('base64url');
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isCallerRefusal = (status: number) => status === 401 || status === 403;

type ShopOf = (request: FastifyRequest) => number | Promise<number>;
const shopInPath: ShopOf = (request) => (request.params as { shopId: number }).shopId;

/**
 * The hooks of a staff command that honours an Idempotency-Key (header schema: `StaffCommandHeadersSchema`): with a
 * key, the first request in the shop runs and its answer (success or refusal) is kept; a later one with the same key
 * gets that answer again, marked `idempotent-replayed: true`, and the command does not run. They run after the shop
 * check, so a key is only ever read in a shop the token may use. A 5xx keeps nothing: the retry runs again. Nor
 * does a refusal of the caller (401, 403): the same command sent again with a renewed token or a manager's
 * authorization must run, not hear the refusal again.
 */
export function idempotentCommand(shopOf: ShopOf = shopInPath) {
  return {
    async preHandler(request: FastifyRequest, reply: FastifyReply) {
      const key = (request.headers as { 'idempotency-key'?: string })['idempotency-key'];
      if (!key) return;
      const shopId = await shopOf(request);
      const db = request.server.db;
      const fingerprint = fingerprintOf(request);
      for (let waited = 0; ; waited += WAIT_STEP_MS) {
        const claim = await claimIdempotencyKey(db, shopId, key, fingerprint, Date.now());
        if (claim.kind === 'claimed') {
          claims.set(request, { shopId, key });
          return;
        }
        if (claim.kind === 'reused') throw conflict('Esta Idempotency-Key já foi usada para outra ação.');
        if (claim.kind === 'answered') {
          reply.code(claim.answer.statusCode).header('idempotent-replayed', 'true');
          if (claim.answer.body === '') return reply.send();
          return reply.type('application/json; charset=utf-8').send(claim.answer.body);
        }
        if (waited >= IDEMPOTENCY_WAIT_MS) throw conflict('Esta ação ainda está sendo aplicada. Tente de novo.');
        await pause(WAIT_STEP_MS);
      }
    },
    async onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const claimed = claims.get(request);
      if (!claimed) return payload;
      claims.delete(request);
      const db = request.server.db;
      if (reply.statusCode >= 500 || isCallerRefusal(reply.statusCode)) await releaseIdempotencyKey(db, claimed.shopId, claimed.key);
      else await storeIdempotentAnswer(db, claimed.shopId, claimed.key, { statusCode: reply.statusCode, body: typeof payload === 'string' ? payload : '' });
      return payload;
    },
  };
}

/** Removes the keys past their time, every few minutes, for as long as the server runs. */
export function sweepIdempotencyKeysEvery(app: FastifyInstance, everyMs = IDEMPOTENCY_SWEEP_MS): void {
  const timer = setInterval(() => {
    sweepIdempotencyKeys(app.db, Date.now()).catch((err: unknown) => app.log.error({ err }, 'sweeping idempotency keys failed'));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
