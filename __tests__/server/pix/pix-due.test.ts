import { pixAmountDueOf } from '@server/domain/pix-rules';

describe("what a comanda's Pix code asks for", () => {
  it.each([
    ['open', 4980, 0, 4980],
    ['closing', 4980, 0, 4980],
    ['closing', 4980, 2000, 2980],
    ['closing', 4980, 4980, null],
    ['open', 0, 0, null],
    ['closed', 4980, 0, null],
    ['canceled', 4980, 0, null],
  ] as const)('%s, total %i, paid %i → %s', (status, totalCents, paidCents, due) => {
    const decision = pixAmountDueOf({ status, totalCents }, paidCents);
    expect(decision.ok ? decision.value : null).toBe(due);
    if (!decision.ok) expect(decision.code).toBe('nothing_to_pay');
  });
});
