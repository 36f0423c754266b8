import type { DayReport } from '@contract/day-report';
import { bearer, createTestApp, DEMO_EMAIL, OTHER_EMAIL, type TestApp } from '../support/test-app';

let t: TestApp;
let staff: { authorization: string };
let reportPath: string;

/** A call as the commands leave it: made, maybe claimed, maybe closed, at known instants. */
async function insertCall(shopId: number, location: string, createdAt: string, claimedAt: string | null, doneAt: string | null = null) {
  await t.db
    .insertInto('table_calls')
    .values({
      location_id: shopId,
      qrcode_id: null,
      location_name: location,
      reason: 'waiter',
      status: doneAt ? 'done' : claimedAt ? 'claimed' : 'open',
      created_at: createdAt,
      claimed_at: claimedAt,
      claimed_by_user_id: null,
      claimed_by: claimedAt ? 'Ana' : null,
      done_at: doneAt,
      done_by_user_id: null,
      done_by: doneAt ? 'Ana' : null,
    })
    .execute();
}

// Tuesday 10 June 2025 on the shop's clock (UTC-3).
const DAY = '2025-06-10';
const at = (time: string) => `2025-06-10T${time}.000Z`;

beforeAll(async () => {
  t = await createTestApp();
  staff = bearer((await t.tokensFor(DEMO_EMAIL)).accountToken);
  const { shopId, providerId } = t.demo.demo;
  reportPath = `/ordering/accounts/${providerId}/shops/${shopId}/day-report`;
  // Answered after 30 s, 60 s, 90 s, 120 s, 600 s (Mesa 1 three times, Mesa 2 twice), one closed without a claim
  // after 45 s (Mesa 3), and one nobody answered (Mesa 2).
  await insertCall(shopId, 'Mesa 1', at('15:00:00'), at('15:00:30'), at('15:05:00'));
  await insertCall(shopId, 'Mesa 1', at('16:00:00'), at('16:01:00'));
  await insertCall(shopId, 'Mesa 2', at('17:00:00'), at('17:01:30'), at('17:03:00'));
  await insertCall(shopId, 'Mesa 1', at('18:00:00'), at('18:02:00'), at('18:04:00'));
  await insertCall(shopId, 'Mesa 2', at('19:00:00'), at('19:10:00'), at('19:12:00'));
  await insertCall(shopId, 'Mesa 3', at('20:00:00'), null, at('20:00:45'));
  await insertCall(shopId, 'Mesa 2', at('21:00:00'), null);
  // The day before on the shop's clock (23:59 local on the 9th), and another shop's call that day: neither counts.
  await insertCall(shopId, 'Mesa 9', '2025-06-10T02:59:00.000Z', '2025-06-10T03:30:00.000Z');
  await insertCall(t.demo.other.shopId, 'Mesa 1', at('15:00:00'), at('15:20:00'));
});
afterAll(() => t.close());

const report = async (query = `from=${DAY}`, headers = staff): Promise<DayReport> => {
  const res = await t.app.inject({ url: `${reportPath}?${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe("'Resumo': the calls from tables", () => {
  it('gives the median and the 90th percentile of the time to answer, over the calls answered that day', async () => {
    const { calls } = await report();
    // Answered: 30, 45, 60, 90, 120, 600 s. Median (60 + 90) / 2 = 75; 90th by nearest rank: the 6th of 6 = 600.
    expect(calls).toMatchObject({ total: 7, unanswered: 1, medianAnswerSeconds: 75, p90AnswerSeconds: 600 });
  });

  it('counts the calls of each table, the busiest first', async () => {
    expect((await report()).calls.byTable).toEqual([
      { location: 'Mesa 1', calls: 3 },
      { location: 'Mesa 2', calls: 3 },
      { location: 'Mesa 3', calls: 1 },
    ]);
  });

  it('says nothing was answered on a day without calls, rather than a time of zero', async () => {
    expect((await report('from=2025-06-12')).calls).toEqual({
      total: 0,
      unanswered: 0,
      medianAnswerSeconds: null,
      p90AnswerSeconds: null,
      byTable: [],
    });
  });

  it("counts only the shop's own calls: the other shop sees its one", async () => {
    const other = bearer((await t.tokensFor(OTHER_EMAIL)).accountToken);
    const otherPath = `/ordering/accounts/${t.demo.other.providerId}/shops/${t.demo.other.shopId}/day-report?from=${DAY}`;
    const res = await t.app.inject({ url: otherPath, headers: other });
    expect(res.json().calls).toMatchObject({ total: 1, medianAnswerSeconds: 1200, byTable: [{ location: 'Mesa 1', calls: 1 }] });
    // The demo shop's report with the other shop's token is not found.
    expect((await t.app.inject({ url: `${reportPath}?from=${DAY}`, headers: other })).statusCode).toBe(404);
  });
});
