import { completesOrder, preparationRefusalOf } from '@server/domain/kitchen-rules';

describe('which orders the kitchen may tick', () => {
  it.each([
    ['authorized', null],
    ['started', null],
    ['open', 'order_open'],
    ['completed', 'order_completed'],
    ['canceled', 'order_canceled'],
  ] as const)('an order %s: %s', (status, code) => {
    expect(preparationRefusalOf(status)?.code ?? null).toBe(code);
  });
});

describe('when ticking completes the order', () => {
  const done = { preparedAt: '2026-11-26T20:00:00.000Z' };
  const cooking = { preparedAt: null };
  it.each([
    ['every item done, auto-complete on', [done, done], true, false, true],
    ['one item still cooking', [done, cooking], true, false, false],
    ['every item done, auto-complete off', [done, done], false, false, false],
    ["every item done, auto-complete off, bumped by 'Expedição'", [done, done], false, true, true],
    ["one item cooking, even for 'Expedição'", [cooking, done], false, true, false],
    ['an order without items', [], true, true, false],
  ])('%s', (_case, lines, autoComplete, expedition, expected) => {
    expect(completesOrder(lines, autoComplete, expedition)).toBe(expected);
  });
});
