import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { injectSignedInReducers } from '../support/signedInFeatures';
import { renewInstalledSession } from '@/shared/api/client';
import { businessUnitLoaded, signedIn, tokensRenewed } from '@/session/slice';
import { liveConnected, liveEventReceived, liveReconnected, liveRetryRequested } from '@/live/events';
import { joinShopRoom, JOIN_RETRY_MS, liveSaga } from '@/live/liveSaga';
import { liveStatusChanged } from '@/live/liveSlice';
import { joinShop, openLiveSocket } from '@/live/socket';
import { playOrderSound } from '@/sound/player';
import { signedOut } from '@/shared/session/events';
import { accountToken, shopUnit } from '../features/orders/fixtures';
import { FakeSocket, tick, until } from './fakeSocket';

/** The live saga never ends by itself; each run is stopped after this long, ample on a busy machine. */
const RUN_MS = 600;

injectSignedInReducers();

function stateWith(options: { token?: boolean; unit?: boolean } = {}): RootState {
  const base = rootReducer(undefined, { type: 'init' }) as RootState;
  if (options.token === false) return base;
  return { ...base, auth: { ...base.auth, userToken: 'user-token', accountToken, businessUnit: options.unit === false ? null : shopUnit } };
}

type Put = { type: string; payload?: unknown };
const putsOf = (effects: { type: string; payload: { action?: Put } }[]) =>
  effects.filter((effect) => effect.type === 'PUT').map((effect) => effect.payload.action as Put);
const statusesOf = (actions: Put[]) =>
  actions.filter((action) => action.type === liveStatusChanged.type).map((action) => (action.payload as { status: string }).status);
const live = (socket: FakeSocket, state: RootState) =>
  expectSaga(liveSaga)
    .withReducer(rootReducer, state)
    .provide([
      [matchers.call.fn(openLiveSocket), socket.asSocket()],
      [matchers.call.fn(playOrderSound), 'played'],
    ]);

const catchUpsOf = (actions: Put[]) =>
  actions.filter((action) => liveConnected.match(action) || liveReconnected.match(action)).map((action) => action.type);

describe('liveSaga', () => {
  // Each test is a new tab: nothing joined yet in its session.
  beforeEach(() => sessionStorage.clear());

  it("opens with token 2, joins the shop's room on every connection and turns server events into actions", async () => {
    const socket = new FakeSocket();
    const run = live(socket, stateWith()).call(openLiveSocket, accountToken).silentRun(RUN_MS);
    await until(() => socket.listenerCount() > 0);
    socket.serverConnects();
    await until(() => socket.accountCalls.length === 1);
    socket.serverSends('order', { event: 'approved', id: 7 });
    socket.serverDrops();
    socket.serverConnects();
    await until(() => socket.accountCalls.length === 2);
    socket.serverSends('invoice', { event: 'closed', id: 3 });
    const result = await run;

    expect(socket.accountCalls).toEqual([
      { event: 'account', payload: { shopId: 10 } },
      { event: 'account', payload: { shopId: 10 } },
    ]);
    const actions = putsOf(result.allEffects as never);
    expect(statusesOf(actions)).toEqual(['connecting', 'joining', 'connected', 'disconnected', 'joining', 'connected']);
    const events = actions.filter((action) =>
      [liveConnected.type, liveReconnected.type, liveEventReceived.type].includes(action.type),
    );
    expect(events).toEqual([
      liveConnected(),
      liveEventReceived({ channel: 'order', event: 'approved', id: 7 }),
      liveReconnected(),
      liveEventReceived({ channel: 'invoice', event: 'closed', id: 3 }),
    ]);
    expect((result.storeState as RootState).live.status).toBe('connected');
  });

  it('closes the socket when the session ends, and opens a new one at the next sign-in', async () => {
    const first = new FakeSocket();
    const second = new FakeSocket();
    const sockets = [first, second];

    const result = await expectSaga(liveSaga)
      .withReducer(rootReducer, stateWith())
      .provide({
        call(effect, next) {
          return effect.fn === openLiveSocket ? sockets.shift()!.asSocket() : next();
        },
      })
      .delay(50)
      .dispatch(signedOut())
      .delay(50)
      .dispatch(signedIn({ userToken: 'user-token', accountToken }))
      .silentRun(RUN_MS);

    expect(first.disconnectCalls).toBe(1);
    expect(first.listenerCount()).toBe(0);
    expect(sockets).toEqual([]);
    expect(statusesOf(putsOf(result.allEffects as never))).toEqual(['connecting', 'closed', 'connecting']);
  });

  it('renews the session when the handshake is refused, then opens the link again with the new token', async () => {
    const first = new FakeSocket();
    const second = new FakeSocket();
    const sockets = [first, second];
    const renewed = { userToken: 'user-token-2', accountToken: `${accountToken}.2` };
    const run = expectSaga(liveSaga)
      .withReducer(rootReducer, stateWith())
      .provide({
        call(effect, next) {
          if (effect.fn === openLiveSocket) return sockets.shift()!.asSocket();
          // The renewal's outcome reaches the store through the auth feature; here it is dispatched directly.
          if (effect.fn === renewInstalledSession) return true;
          return next();
        },
      })
      .call(renewInstalledSession)
      .call(openLiveSocket, renewed.accountToken)
      .delay(200)
      .dispatch(tokensRenewed(renewed))
      .silentRun(RUN_MS);
    await until(() => first.listenerCount() > 0);
    first.serverRefuses();
    const result = await run;
    expect(first.disconnectCalls).toBe(1);
    // Renewing is not the end of the session: the link is never shown as closed in between.
    expect(statusesOf(putsOf(result.allEffects as never))).toEqual(['connecting', 'refused', 'connecting']);
  });

  it('a join after a renewed token is a catch-up, like a reconnect, so what arrived meanwhile alerts', async () => {
    const first = new FakeSocket();
    const second = new FakeSocket();
    const sockets = [first, second];
    const renewed = { userToken: 'user-token-2', accountToken: `${accountToken}.2` };
    const run = expectSaga(liveSaga)
      .withReducer(rootReducer, stateWith())
      .provide({
        call(effect, next) {
          if (effect.fn === openLiveSocket) return sockets.shift()!.asSocket();
          if (effect.fn === renewInstalledSession) return true;
          return next();
        },
      })
      .delay(200)
      .dispatch(tokensRenewed(renewed))
      .silentRun(RUN_MS);
    await until(() => first.listenerCount() > 0);
    first.serverConnects();
    await until(() => first.accountCalls.length === 1);
    // The outage outlives the token: the next handshake is refused and the session renewed.
    first.serverDrops();
    first.serverRefuses();
    await until(() => second.listenerCount() > 0);
    second.serverConnects();
    await until(() => second.accountCalls.length === 1);
    const result = await run;
    expect(catchUpsOf(putsOf(result.allEffects as never))).toEqual([liveConnected.type, liveReconnected.type]);
  });

  it('the first join after a reload of a tab that had joined is a catch-up; a new session starts afresh', async () => {
    const reloaded = new FakeSocket();
    const afterSignIn = new FakeSocket();
    const sockets = [reloaded, afterSignIn];
    const run = expectSaga(liveSaga)
      .withReducer(rootReducer, stateWith())
      .provide({
        call(effect, next) {
          return effect.fn === openLiveSocket ? sockets.shift()!.asSocket() : next();
        },
      })
      .delay(150)
      .dispatch(signedOut())
      .delay(50)
      .dispatch(signedIn({ userToken: 'user-token', accountToken }))
      .dispatch(businessUnitLoaded(shopUnit))
      .silentRun(RUN_MS);
    sessionStorage.setItem('liveJoinedThisSession', 'true');
    await until(() => reloaded.listenerCount() > 0);
    reloaded.serverConnects();
    await until(() => reloaded.accountCalls.length === 1);
    await until(() => afterSignIn.listenerCount() > 0);
    afterSignIn.serverConnects();
    await until(() => afterSignIn.accountCalls.length === 1);
    const result = await run;
    expect(catchUpsOf(putsOf(result.allEffects as never))).toEqual([liveReconnected.type, liveConnected.type]);
  });

  it('tries again at once when told the server answers, instead of at its next attempt; a connected socket stays', async () => {
    const socket = new FakeSocket();
    const run = live(socket, stateWith()).delay(100).dispatch(liveRetryRequested()).silentRun(300);
    await until(() => socket.listenerCount() > 0);
    await run;
    expect(socket.disconnectCalls).toBe(2);
    expect(socket.connectCalls).toBe(1);

    const up = new FakeSocket();
    const running = live(up, stateWith()).delay(100).dispatch(liveRetryRequested()).silentRun(300);
    await until(() => up.listenerCount() > 0);
    up.serverConnects();
    await running;
    expect(up.connectCalls).toBe(0);
  });

  it('stays closed without a token until someone signs in', async () => {
    const socket = new FakeSocket();
    await live(socket, stateWith({ token: false }))
      .not.call.fn(openLiveSocket)
      .silentRun(200);
    await live(socket, stateWith({ token: false }))
      .dispatch(signedIn({ userToken: 'user-token', accountToken }))
      .call(openLiveSocket, accountToken)
      .silentRun(200);
  });

  it('right after sign-in, waits for the business unit before joining', async () => {
    const socket = new FakeSocket();
    const run = live(socket, stateWith({ unit: false }))
      .delay(100)
      .dispatch(businessUnitLoaded({ id: 33, name: 'Outra', isActive: true }))
      .put(liveConnected())
      .silentRun(RUN_MS);
    await until(() => socket.listenerCount() > 0);
    socket.serverConnects();
    await tick(20);
    const callsBeforeUnit = [...socket.accountCalls];
    await run;
    expect(callsBeforeUnit).toEqual([]);
    expect(socket.accountCalls).toEqual([{ event: 'account', payload: { shopId: 33 } }]);
  });
});

describe('joinShopRoom', () => {
  it('records a refusal and asks again while the socket stays up', async () => {
    const socket = new FakeSocket();
    socket.connected = true;
    socket.acks = [{ ok: false, message: 'Estabelecimento não encontrado.' }];
    const waits: number[] = [];
    const result = await expectSaga(joinShopRoom, socket.asSocket())
      .withState(stateWith())
      .provide({
        call(effect, next) {
          if (typeof effect.args[0] === 'number') {
            waits.push(effect.args[0]);
            return undefined;
          }
          return next();
        },
      })
      .put.like({ action: { type: liveStatusChanged.type, payload: { status: 'refused', error: 'Estabelecimento não encontrado.' } } })
      .run();
    expect(result.returnValue).toBe(true);
    expect(waits).toEqual([JOIN_RETRY_MS]);
    expect(socket.accountCalls).toHaveLength(2);
  });

  it('gives up at once, without pausing, when the socket drops while the join is asked', async () => {
    const socket = new FakeSocket();
    socket.connected = true;
    const fake = socket.asSocket();
    const waits: number[] = [];
    const result = await expectSaga(joinShopRoom, fake)
      .withState(stateWith())
      .provide({
        call(effect, next) {
          if (effect.fn === joinShop) {
            socket.serverDrops('io server disconnect');
            return { ok: false, message: 'socket has been disconnected' };
          }
          if (typeof effect.args[0] === 'number') waits.push(effect.args[0]);
          return next();
        },
      })
      .not.put.like({ action: { type: liveStatusChanged.type, payload: { status: 'refused' } } })
      .run();
    expect(result.returnValue).toBe(false);
    expect(waits).toEqual([]);
  });

  it('gives up when the socket dropped meanwhile; the next connection joins again', async () => {
    const socket = new FakeSocket();
    const result = await expectSaga(joinShopRoom, socket.asSocket()).withState(stateWith()).run();
    expect(result.returnValue).toBe(false);
    expect(socket.accountCalls).toEqual([]);
  });
});
