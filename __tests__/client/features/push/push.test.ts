import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@/app/rootReducer';
import * as api from '@/features/push/api';
import {
  pushAvailability,
  requestNotificationPermission,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '@/features/push/browserPush';
import { isOpenOrderMessage } from '@/features/push/messages';
import {
  escalatedCallNotificationTitle,
  escalatedOrderNotificationTitle,
  isEscalatedCallPush,
  isEscalatedOrderPush,
  isNewOrderPush,
  newOrderNotificationTitle,
  notificationTagOf,
} from '@/features/push/rules';
import { findAvailability, turnOff, turnOn } from '@/features/push/sagas';
import reducer, { PUSH_FAILED_MESSAGE, turnOnRequested } from '@/features/push/slice';
import { signedOut } from '@/shared/session/events';
import { injectSignedInReducers } from '../../support/signedInFeatures';
import { scope } from '../orders/fixtures';
import { stateWith } from '../orders/state';

injectSignedInReducers();

const subscription = {
  endpoint: 'https://push.exemplo.test/abc',
  keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
};
const pushState = (state: RootState) => state.pushNotifications;

describe('the notification of a new order', () => {
  const push = (order: Partial<{ type: 0 | 1 | 2 | 3; locations: string[]; total: number }> = {}) => ({
    kind: 'newOrder' as const,
    order: { id: 31, code: '12', type: 0 as const, total: 42, locations: ['Mesa 3'], ...order },
  });

  it("reads 'Novo pedido #12 — Mesa 3 — $ 42,00', with the order's place as its tile says it", () => {
    expect(newOrderNotificationTitle(push())).toBe('Novo pedido #12 — Mesa 3 — $ 42,00');
    expect(newOrderNotificationTitle(push({ type: 3, locations: [], total: 1234.5 }))).toBe('Novo pedido #12 — Delivery — $ 1.234,50');
    expect(newOrderNotificationTitle(push({ type: 1, locations: ['Balcão'] }))).toBe('Novo pedido #12 — Balcão · Para levar — $ 42,00');
  });

  it('is one per order, and only what the server sends is taken for one', () => {
    expect(notificationTagOf(push())).toBe('order-31');
    expect(isNewOrderPush(push())).toBe(true);
    expect(isNewOrderPush({ kind: 'newOrder', order: { id: '31' } })).toBe(false);
    expect(isNewOrderPush({ kind: 'other' })).toBe(false);
    expect(isNewOrderPush(null)).toBe(false);
    expect(isOpenOrderMessage({ type: 'OPEN_ORDER', path: '/orders/31' })).toBe(true);
    expect(isOpenOrderMessage({ type: 'OPEN_ORDER' })).toBe(false);
    expect(isOpenOrderMessage('OPEN_ORDER')).toBe(false);
  });
});

describe('the notification of an order nobody took', () => {
  const push = (order: Partial<{ type: 0 | 1 | 2 | 3; locations: string[] }> = {}, minutes = 3) => ({
    kind: 'orderEscalated' as const,
    order: { id: 31, code: '12', type: 0 as const, locations: ['Mesa 3'], ...order },
    minutes,
  });

  it("reads 'Pedido #12 sem resposta há 3 min — Mesa 3', and replaces the order's first notice", () => {
    expect(escalatedOrderNotificationTitle(push())).toBe('Pedido #12 sem resposta há 3 min — Mesa 3');
    expect(escalatedOrderNotificationTitle(push({ type: 3, locations: [] }, 10))).toBe('Pedido #12 sem resposta há 10 min — Delivery');
    expect(notificationTagOf(push())).toBe('order-31');
  });

  it('is told apart from a new order and from anything else', () => {
    expect(isEscalatedOrderPush(push())).toBe(true);
    expect(isNewOrderPush(push())).toBe(false);
    expect(isEscalatedOrderPush({ kind: 'orderEscalated', order: { id: 31, code: '12', locations: [] } })).toBe(false);
    expect(isEscalatedOrderPush({ kind: 'newOrder', order: { id: 31, code: '12', locations: [] }, minutes: 3 })).toBe(false);
    expect(isEscalatedOrderPush(null)).toBe(false);
  });
});

describe('the notification of a call from a table nobody claimed', () => {
  const push = { kind: 'callEscalated' as const, call: { id: 5, location: 'Mesa 3', reason: 'waiter' as const }, minutes: 2 };

  it("reads 'Mesa 3 chamou o garçom · sem resposta há 2 min', and is told apart from an order's", () => {
    expect(escalatedCallNotificationTitle(push)).toBe('Mesa 3 chamou o garçom · sem resposta há 2 min');
    expect(escalatedCallNotificationTitle({ ...push, call: { ...push.call, location: 'Varanda', reason: 'cutlery' } })).toBe(
      'Varanda pediu talheres/guardanapos · sem resposta há 2 min',
    );
    expect(isEscalatedCallPush(push)).toBe(true);
    expect(isEscalatedOrderPush(push)).toBe(false);
    expect(isEscalatedCallPush({ ...push, call: { ...push.call, reason: 'bill' } })).toBe(false);
    expect(isEscalatedCallPush({ kind: 'orderEscalated', order: { id: 31, code: '12', locations: [] }, minutes: 3 })).toBe(false);
  });
});

describe("'Notificações' on this device", () => {
  it('starts from what the browser already allows and holds', async () => {
    const { storeState } = await expectSaga(findAvailability)
      .withReducer(rootReducer, stateWith())
      .provide([[matchers.call.fn(pushAvailability), 'on']])
      .run();
    expect(pushState(storeState).status).toBe('on');
    const failed = await expectSaga(findAvailability)
      .withReducer(rootReducer, stateWith())
      .provide([[matchers.call.fn(pushAvailability), throwError(new Error('no worker'))]])
      .run();
    expect(pushState(failed.storeState).status).toBe('off');
  });

  it("asks for permission on the tap, subscribes with the server's key and tells the server, for this shop", async () => {
    const { storeState } = await expectSaga(turnOn)
      .withReducer(rootReducer, rootReducer(stateWith(), turnOnRequested()) as RootState)
      .provide([
        [matchers.call.fn(requestNotificationPermission), 'granted'],
        [matchers.call.fn(api.fetchPushKey), { publicKey: 'server-key' }],
        [matchers.call(subscribeThisDevice, 'server-key'), subscription],
        [matchers.call(api.savePushSubscription, scope, subscription), undefined],
      ])
      .call(api.savePushSubscription, scope, subscription)
      .run();
    expect(pushState(storeState)).toEqual({ status: 'on', error: null });
  });

  it('stays off, blocked, when the browser refuses, without asking the server anything', async () => {
    const { storeState } = await expectSaga(turnOn)
      .withReducer(rootReducer, stateWith())
      .provide([[matchers.call.fn(requestNotificationPermission), 'denied']])
      .not.call.fn(api.fetchPushKey)
      .not.call.fn(subscribeThisDevice)
      .run();
    expect(pushState(storeState)).toEqual({ status: 'blocked', error: null });
  });

  it("says 'Não foi possível ativar as notificações.' when the push service or the server fails, and stays off", async () => {
    for (const failing of [
      [matchers.call.fn(subscribeThisDevice), throwError(new Error('push service error'))],
      [matchers.call.fn(api.savePushSubscription), throwError(new Error('500'))],
    ] as StaticProvider[]) {
      const { storeState } = await expectSaga(turnOn)
        .withReducer(rootReducer, stateWith())
        .provide([
          failing,
          [matchers.call.fn(requestNotificationPermission), 'granted'],
          [matchers.call.fn(api.fetchPushKey), { publicKey: 'server-key' }],
          [matchers.call.fn(subscribeThisDevice), subscription],
          [matchers.call.fn(api.savePushSubscription), undefined],
        ])
        .run();
      expect(pushState(storeState)).toEqual({ status: 'off', error: PUSH_FAILED_MESSAGE });
    }
  });

  it('turning off unsubscribes the browser and tells the server, and ends off even when the server does not answer', async () => {
    await expectSaga(turnOff)
      .withState(stateWith())
      .provide([
        [matchers.call.fn(unsubscribeThisDevice), subscription.endpoint],
        [matchers.call.fn(api.removePushSubscription), throwError(new Error('offline'))],
      ])
      .call(api.removePushSubscription, scope, subscription.endpoint)
      .put({ type: 'pushNotifications/availabilityFound', payload: 'off' })
      .run();
  });

  it('forgets its state when the session ends', () => {
    const on = reducer({ status: 'on', error: 'x' }, signedOut());
    expect(on).toEqual({ status: 'checking', error: null });
  });
});
