import { orderRefusalOf, type OrderAction } from '@contract/order-transitions';
import { invoiceStatuses, orderStatuses } from '@contract/statuses';
import { canCancelOrder, canCompleteOrder, canStartOrder } from '@/ordering/orders/rules';
import { orderTransitionOf } from '@server/domain/order-rules';
import { invoice, order } from '../../features/orders/fixtures';

const actions: OrderAction[] = ['start', 'complete', 'cancel'];

/** The whole machine, written out: what each action on each pair of statuses leads to, or the reason it may not. */
const expected: Record<OrderAction, (order: string, invoice: string) => string> = {
  start: (o) => (o === 'authorized' ? 'started' : `order_${o}`),
  complete: (o) => (o === 'started' ? 'completed' : `order_${o}`),
  cancel: (o, i) => {
    if (o === 'completed' || o === 'canceled') return `order_${o}`;
    return i === 'closed' || i === 'canceled' ? 'invoice_finished' : 'canceled';
  },
};

const pairs = actions.flatMap((action) =>
  orderStatuses.flatMap((orderStatus) => invoiceStatuses.map((invoiceStatus) => [action, orderStatus, invoiceStatus] as const)),
);

describe('the one order state machine, on every pair of statuses', () => {
  it.each(pairs)('%s on a %s order of a %s invoice', (action, orderStatus, invoiceStatus) => {
    const outcome = expected[action](orderStatus, invoiceStatus);
    const allowed = !outcome.startsWith('order_') && outcome !== 'invoice_finished';

    expect(orderRefusalOf(action, orderStatus, invoiceStatus)).toBe(allowed ? null : outcome);

    // The server carries out exactly what the app offers, and refuses with the reason the app words.
    const decision = orderTransitionOf(action, orderStatus, invoiceStatus);
    expect(decision).toEqual(allowed ? { ok: true, value: outcome } : { ok: false, message: expect.stringMatching(/\S/), code: outcome });
    const offered = {
      start: () => canStartOrder(order({ status: orderStatus })),
      complete: () => canCompleteOrder(order({ status: orderStatus })),
      cancel: () => canCancelOrder(order({ status: orderStatus }), invoice({ status: invoiceStatus })),
    }[action]();
    expect(offered).toBe(allowed);
  });

  it('covers 60 pairs, and a cancel judged without its invoice reads the order alone', () => {
    expect(pairs).toHaveLength(3 * 5 * 4);
    expect(orderRefusalOf('cancel', 'started', null)).toBeNull();
    expect(orderRefusalOf('cancel', 'completed', null)).toBe('order_completed');
  });
});
