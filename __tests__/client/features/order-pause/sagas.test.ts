import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { OrderPause } from '@contract/ordering';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { liveConnected, liveEventReceived, liveReconnected } from '@/live/events';
import * as api from '@/features/order-pause/api';
import { changeOrderPause, PAUSE_FAILED, RESUME_FAILED } from '@/features/order-pause/commands';
import { checkWhenPauseEnds, loadOrderPause, orderPauseSaga, RESUME_CHECK_MIN_MS } from '@/features/order-pause/sagas';
import {
  orderPauseChanged,
  orderPauseChangeFailed,
  orderPauseLoaded,
  pauseOrdersRequested,
  resumeOrdersRequested,
} from '@/features/order-pause/slice';
import { ApiError } from '@/shared/api/errors';
import { signedOut } from '@/shared/session/events';
import { errorMessagesOf, scope, shopState } from '../settings/shopState';

const resumed: OrderPause = { paused: false, pausedAt: null, resumeAt: null };
const pausedFor = (ms: number): OrderPause => ({ paused: true, pausedAt: new Date().toISOString(), resumeAt: new Date(Date.now() + ms).toISOString() });

describe('order pause sagas', () => {
  it.each([
    ['the room is joined', liveConnected()],
    ['the link comes back', liveReconnected()],
    ["another device paused ('shop' event)", liveEventReceived({ channel: 'shop', event: 'paused', id: 10 })],
  ])('loads the pause when %s', async (_case, trigger) => {
    const pause = pausedFor(60_000);
    await expectSaga(orderPauseSaga)
      .withState(shopState())
      .provide([[matchers.call(api.fetchOrderPause, scope), pause]])
      .dispatch(trigger)
      .put(orderPauseLoaded(pause))
      .silentRun(50);
  });

  it('ignores the events of other channels', async () => {
    await expectSaga(orderPauseSaga)
      .withState(shopState())
      .provide([[matchers.call.fn(api.fetchOrderPause), resumed]])
      .dispatch(liveEventReceived({ channel: 'order', event: 'started', id: 3 }))
      .not.call.fn(api.fetchOrderPause)
      .silentRun(50);
  });

  it('keeps what it showed when the load fails', async () => {
    const { storeState } = await expectSaga(loadOrderPause)
      .withReducer(rootReducer, shopState())
      .provide([[matchers.call.fn(api.fetchOrderPause), throwError(new ApiError(0, 'network', 'x'))]])
      .not.put.actionType(orderPauseLoaded.type)
      .run();
    expect(storeState.orderPause.pause).toBeNull();
  });

  it('pauses for the minutes chosen and shows what the server answered', async () => {
    const pause = pausedFor(30 * 60_000);
    const { storeState } = await expectSaga(changeOrderPause, pauseOrdersRequested(30))
      .withReducer(rootReducer, shopState())
      .provide([[matchers.call(api.pauseOrders, scope, 30), pause]])
      .put(orderPauseChanged(pause))
      .run();
    expect(storeState.orderPause).toEqual({ pause, sending: false });
  });

  it('resumes, and says which of the two failed', async () => {
    await expectSaga(changeOrderPause, resumeOrdersRequested())
      .withState(shopState())
      .provide([[matchers.call(api.resumeOrders, scope), resumed]])
      .put(orderPauseChanged(resumed))
      .run();
    const pausing = await expectSaga(changeOrderPause, pauseOrdersRequested(null))
      .withState(shopState())
      .provide([[matchers.call.fn(api.pauseOrders), throwError(new ApiError(500, 'internal', 'x'))]])
      .put(orderPauseChangeFailed())
      .run();
    expect(errorMessagesOf(pausing.effects.put.map((effect) => effect.payload.action))).toEqual([PAUSE_FAILED]);
    const resuming = await expectSaga(changeOrderPause, resumeOrdersRequested())
      .withState(shopState())
      .provide([[matchers.call.fn(api.resumeOrders), throwError(new ApiError(0, 'network', 'x'))]])
      .run();
    expect(errorMessagesOf(resuming.effects.put.map((effect) => effect.payload.action))).toEqual([RESUME_FAILED]);
  });

  it('asks the server again once a timed pause is due, never sooner than its sweep', async () => {
    const waits: number[] = [];
    const clock = {
      call(effect: { fn: { name: string }; args: unknown[] }, next: () => unknown) {
        if (effect.fn.name !== 'delayP') return next();
        waits.push(effect.args[0] as number);
        return undefined;
      },
    };
    for (const pause of [pausedFor(1_000), pausedFor(20 * 60_000)]) {
      await expectSaga(checkWhenPauseEnds, orderPauseLoaded(pause))
        .provide([clock, [matchers.call.fn(loadOrderPause), undefined]])
        .call(loadOrderPause)
        .run();
    }
    expect(waits[0]).toBe(RESUME_CHECK_MIN_MS);
    expect(waits[1]).toBeGreaterThan(20 * 60_000 - 1_000);
    expect(waits[1]).toBeLessThanOrEqual(20 * 60_000);
  });

  it('waits for nothing when the pause has no end or is over', async () => {
    for (const pause of [resumed, { ...resumed, paused: true, pausedAt: new Date().toISOString() }]) {
      await expectSaga(checkWhenPauseEnds, orderPauseLoaded(pause)).not.call(loadOrderPause).run();
    }
  });

  it('forgets the pause on sign-out', () => {
    const state = rootReducer(shopState(), orderPauseLoaded(pausedFor(1_000)));
    expect((rootReducer(state, signedOut()) as RootState).orderPause.pause).toBeNull();
  });
});
