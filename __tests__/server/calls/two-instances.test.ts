import type { FastifyInstance } from 'fastify';
import { createUser } from '@server/repositories/accounts';
import { claimCall } from '@server/repositories/ordering/table-calls';
import { seedDemoOperations } from '@server/seeds/demo-operations';
import { teamOf } from '../support/actors';
import { createTwoInstances, type TwoInstances } from '../support/two-instances';

let two: TwoInstances;
let shopPath: string;
let ana: Record<string, string>;
let carla: Record<string, string>;

beforeAll(async () => {
  two = await createTwoInstances();
  await two.a.db.transaction().execute((trx) => seedDemoOperations(trx, two.demo.demo));
  const { providerId, shopId } = two.demo.demo;
  shopPath = `/ordering/accounts/${providerId}/shops/${shopId}`;
  const carlaId = await createUser(two.a.db, {
    providerId,
    email: 'carla@exemplo.com.br',
    passwordHash: 'unused',
    firstName: 'Carla',
    lastName: 'Souza',
    phone: null,
    emailConfirmed: true,
  });
  const anaRow = await two.a.db.selectFrom('users').select('id').where('first_name', '=', 'Ana').executeTakeFirstOrThrow();
  ana = { authorization: `Bearer ${await two.a.tokens.issueAccountToken({ userId: anaRow.id, providerId })}` };
  carla = { authorization: `Bearer ${await two.b.tokens.issueAccountToken({ userId: carlaId, providerId })}` };
});
afterAll(() => two.close());

const call = (instance: FastifyInstance, code: string) =>
  instance.inject({ method: 'POST', url: `/public/qrcodes/${code}/calls`, payload: { reason: 'waiter' } });
const claim = (instance: FastifyInstance, id: number, headers: Record<string, string>) =>
  instance.inject({ method: 'PUT', url: `${shopPath}/calls/${id}/claimed`, headers });

describe('calls from the table on two instances of one database', () => {
  it('keeps one open call when the same table calls through both servers at once', async () => {
    const answers = await Promise.all([call(two.a, 'mesa-1'), call(two.b, 'mesa-1'), call(two.a, 'mesa-1'), call(two.b, 'mesa-1')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((res) => res.json().id)).size).toBe(1);
  });

  it('gives a call to the first of two waiters claiming it on different servers; the other learns who took it', async () => {
    for (const code of ['mesa-2', 'mesa-3']) {
      const id = (await call(two.a, code)).json().id as number;
      const [onA, onB] = await Promise.all([claim(two.a, id, ana), claim(two.b, id, carla)]);
      expect([onA.statusCode, onB.statusCode].sort()).toEqual([200, 409]);
      const winner = onA.statusCode === 200 ? 'Ana' : 'Carla';
      const refused = onA.statusCode === 200 ? onB : onA;
      expect(refused.json()).toMatchObject({ code: 'call_claimed', message: `Este chamado já foi assumido por ${winner}.` });
      const row = await two.b.db.selectFrom('table_calls').select(['status', 'claimed_by']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'claimed', claimed_by: winner });
    }
  });

  it('gives a call to the first of two persons of the team claiming it at once on different servers; the other is told who', async () => {
    const { bruno, dani } = teamOf(two.demo.demo.userId);
    const { shopId } = two.demo.demo;
    for (const code of ['mesa-2', 'mesa-3']) {
      // The earlier test's calls at these tables are closed, so each table calls anew.
      await two.a.db.updateTable('table_calls').set({ status: 'done' }).where('status', '<>', 'done').execute();
      const id = (await call(two.a, code)).json().id as number;
      // Both persons sign in with the shop's one user: only their member ids tell them apart.
      const answers = await Promise.allSettled([claimCall(two.a.db, shopId, id, bruno), claimCall(two.b.db, shopId, id, dani)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual(['fulfilled', 'rejected']);
      const winner = answers[0].status === 'fulfilled' ? bruno : dani;
      const refused = answers.find((answer) => answer.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ code: 'call_claimed', message: `Este chamado já foi assumido por ${winner.name}.` });
      const row = await two.b.db.selectFrom('table_calls').select(['claimed_by', 'claimed_by_member_id']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toEqual({ claimed_by: winner.name, claimed_by_member_id: winner.memberId });
      // The winner claiming again is answered the call as it is, and nobody hears of it twice.
      const again = await claimCall(two.b.db, shopId, id, winner);
      expect(again).toMatchObject({ result: { status: 'claimed', claimedBy: winner.name }, events: [] });
    }
  });
});
