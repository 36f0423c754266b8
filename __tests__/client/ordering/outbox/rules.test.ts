import { queuedOrderActionOf, queueOf, replayOutcomeOf, shouldQueue, type OutboxEntry } from '@/ordering/outbox/rules';

const shop = { accountId: 4, shopId: 10 };
const otherShop = { accountId: 4, shopId: 11 };
const entry = (key: string, queuedAt: number, overrides: Partial<OutboxEntry> = {}): OutboxEntry => ({
  key,
  scope: shop,
  command: { kind: 'order', action: 'start', orderId: 1 },
  queuedAt,
  sentBefore: false,
  ...overrides,
});

describe('shouldQueue', () => {
  it.each([
    ['link down, nothing sent yet', { linkDown: true }, true],
    ['link up, nothing sent yet', { linkDown: false }, false],
    ['sent, no answer at all (network)', { linkDown: false, failureStatus: 0 }, true],
    ['sent, the server refused (409)', { linkDown: false, failureStatus: 409 }, false],
    ['sent, the server failed (500)', { linkDown: false, failureStatus: 500 }, false],
    ['sent with the link down, the server answered 409', { linkDown: true, failureStatus: 409 }, false],
    ['sent with the link down, no answer', { linkDown: true, failureStatus: 0 }, true],
  ])('%s → %s', (_name, input, expected) => {
    expect(shouldQueue(input)).toBe(expected);
  });
});

describe('replayOutcomeOf', () => {
  it.each([
    [null, 'applied'],
    [0, 'unreachable'],
    [409, 'refused'],
    [404, 'refused'],
    [500, 'refused'],
    [-1, 'refused'],
  ] as const)('failure %s → %s', (status, outcome) => {
    expect(replayOutcomeOf(status)).toBe(outcome);
  });
});

describe('queueOf', () => {
  it.each([
    ['oldest first', [entry('b', 2), entry('a', 1)], ['a', 'b']],
    ['ties by key, the same order in every tab', [entry('z', 1), entry('y', 1), entry('x', 0)], ['x', 'y', 'z']],
    ["only the shop's own", [entry('a', 1), entry('b', 0, { scope: otherShop })], ['a']],
    ['nothing queued', [], []],
  ])('%s', (_name, entries, keys) => {
    expect(queueOf(entries, shop).map((queued) => queued.key)).toEqual(keys);
  });
});

describe('queuedOrderActionOf', () => {
  const seen = entry('s', 0, { command: { kind: 'orderSeen', orderId: 1 } });
  it.each([
    ['an order command for the order', [entry('a', 1)], 1, 'a'],
    ['the last of several', [entry('a', 1), entry('b', 2, { command: { kind: 'order', action: 'complete', orderId: 1 } })], 1, 'b'],
    ['another order', [entry('a', 1)], 2, null],
    ["a 'seen' is not shown", [seen], 1, null],
  ] as const)('%s', (_name, entries, orderId, key) => {
    expect(queuedOrderActionOf(entries, orderId)?.key ?? null).toBe(key);
  });
});
