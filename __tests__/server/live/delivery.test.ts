import { deliverCommitted, type EventTargets } from '@server/live/delivery';
import { invoiceEvent, orderEvent, paymentMethodEvent, shopEvent, teamEvent } from '@server/repositories/common/events';

function fakeTargets() {
  const targets = { live: { emitToShop: jest.fn() }, push: { notifyOrders: jest.fn() } };
  return targets satisfies EventTargets;
}

describe('deliverCommitted', () => {
  it("sends each event to its own shop's screens on its own channel, in order", () => {
    const targets = fakeTargets();
    deliverCommitted(targets, [
      orderEvent(1, 'approved', 10),
      invoiceEvent(1, 'created', 20),
      shopEvent(2, 'paused'),
      paymentMethodEvent(3, 'removed', 30),
      teamEvent(3, 'updated', 40),
    ]);
    expect(targets.live.emitToShop.mock.calls).toEqual([
      [1, 'order', { event: 'approved', id: 10 }],
      [1, 'invoice', { event: 'created', id: 20 }],
      [2, 'shop', { event: 'paused', id: 2 }],
      [3, 'paymentMethod', { event: 'removed', id: 30 }],
      [3, 'team', { event: 'updated', id: 40 }],
    ]);
  });

  it('hands push every event at once, so it alone picks the orders that start waiting', () => {
    const targets = fakeTargets();
    const events = [invoiceEvent(1, 'created', 20), orderEvent(1, 'approved', 10)];
    deliverCommitted(targets, events);
    expect(targets.push.notifyOrders).toHaveBeenCalledTimes(1);
    expect(targets.push.notifyOrders).toHaveBeenCalledWith(events);
  });

  it("names who did it on a staff command's events, and on no one else's", () => {
    const targets = fakeTargets();
    deliverCommitted(targets, [orderEvent(1, 'canceled', 10), invoiceEvent(1, 'updated', 20)], { name: 'Bruno' });
    deliverCommitted(targets, [orderEvent(1, 'approved', 11)]);
    expect(targets.live.emitToShop.mock.calls).toEqual([
      [1, 'order', { event: 'canceled', id: 10, by: 'Bruno' }],
      [1, 'invoice', { event: 'updated', id: 20, by: 'Bruno' }],
      [1, 'order', { event: 'approved', id: 11 }],
    ]);
  });

  it('sends nothing to the screens when a command decided no event', () => {
    const targets = fakeTargets();
    deliverCommitted(targets, []);
    expect(targets.live.emitToShop).not.toHaveBeenCalled();
  });
});
