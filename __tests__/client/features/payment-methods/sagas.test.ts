import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@/app/rootReducer';
import * as api from '@/features/payment-methods/api';
import {
  applyLiveEvent,
  bindPaymentMethod,
  changePublic,
  loadPaymentMethods,
  paymentMethodsSaga,
  removePaymentMethod,
} from '@/features/payment-methods/sagas';
import reducer, {
  bindFailed,
  bindRequested,
  bound,
  dropped,
  loaded,
  loadFailed,
  loadRequested,
  publicChanged,
  publicChangeFailed,
  publicToggled,
  reloaded,
  removed,
  removeFailed,
  removeRequested,
} from '@/features/payment-methods/slice';
import { liveEventReceived, liveReconnected } from '@/live/events';
import { ApiError } from '@/shared/api/errors';
import { sessionRejected } from '@/shared/session/events';
import { errorMessagesOf, scope, shopState } from '../settings/shopState';

const cash = { id: 101, paymentMethodId: 1, name: 'Dinheiro', isPublic: true };
const pix = { id: 104, paymentMethodId: 4, name: 'Pix', isPublic: false };
const catalogue = [
  { id: 1, name: 'Dinheiro' },
  { id: 4, name: 'Pix' },
];

function listedState(methods = [cash, pix]): RootState {
  const slice = reducer(reducer(undefined, loadRequested()), loaded({ methods, catalogue }));
  return shopState({ paymentMethods: slice });
}

const methodsIn = (state: RootState) => state.paymentMethods.ids.map((id) => state.paymentMethods.entities[id]);

describe('loading', () => {
  it("reads the shop's methods and the catalogue", async () => {
    const { storeState } = await expectSaga(loadPaymentMethods)
      .withReducer(rootReducer, shopState())
      .provide([
        [matchers.call(api.fetchPaymentMethods, scope), [pix, cash]],
        [matchers.call(api.fetchCatalogue), catalogue],
      ])
      .put(loaded({ methods: [pix, cash], catalogue }))
      .run();
    expect(methodsIn(storeState as RootState).map((method) => method?.name)).toEqual(['Dinheiro', 'Pix']);
  });

  it('ends the session on a 401 (spec 8)', async () => {
    await expectSaga(loadPaymentMethods)
      .withState(shopState())
      .provide([
        [matchers.call.fn(api.fetchPaymentMethods), throwError(new ApiError(401, 'unauthorized', 'Token expirado.'))],
        [matchers.call.fn(api.fetchCatalogue), catalogue],
      ])
      .put(sessionRejected())
      .not.put.actionType(loadFailed.type)
      .run();
  });

  it('shows other failures with their message', async () => {
    await expectSaga(loadPaymentMethods)
      .withState(shopState())
      .provide([
        [matchers.call.fn(api.fetchPaymentMethods), throwError(new ApiError(0, 'network', 'Falha de rede'))],
        [matchers.call.fn(api.fetchCatalogue), catalogue],
      ])
      .put(loadFailed('Falha de rede'))
      .not.put(sessionRejected())
      .run();
  });

  it('fails with BusinessUnit is not loaded before the session has a shop', async () => {
    const state = shopState();
    await expectSaga(loadPaymentMethods)
      .withState({ ...state, auth: { ...state.auth, businessUnit: null } })
      .put(loadFailed('BusinessUnit is not loaded'))
      .run();
  });
});

describe('binding', () => {
  it('adds the bound method to the list', async () => {
    const { storeState } = await expectSaga(bindPaymentMethod, bindRequested({ paymentMethodId: 4, isPublic: false }))
      .withReducer(rootReducer, listedState([cash]))
      .provide([[matchers.call(api.bindPaymentMethod, scope, { paymentMethodId: 4, isPublic: false }), pix]])
      .put(bound(pix))
      .run();
    expect(methodsIn(storeState as RootState)).toEqual([cash, pix]);
  });

  it("says 'Não foi possível adicionar o método de pagamento.' when it fails", async () => {
    const { effects, storeState } = await expectSaga(bindPaymentMethod, bindRequested({ paymentMethodId: 1, isPublic: true }))
      .withReducer(rootReducer, listedState([cash]))
      .provide([[matchers.call.fn(api.bindPaymentMethod), throwError(new ApiError(409, 'conflict', 'já aceita'))]])
      .put(bindFailed())
      .run();
    const puts = effects.put.map((effect) => effect.payload.action);
    expect(errorMessagesOf(puts)).toEqual(['Não foi possível adicionar o método de pagamento.']);
    expect((storeState as RootState).paymentMethods.bind).toBe('error');
  });
});

describe("the 'Público?' switch", () => {
  it('shows the new value at once and keeps the server answer', async () => {
    const state = rootReducer(listedState(), publicToggled({ id: 101, isPublic: false })) as RootState;
    expect(state.paymentMethods.entities[101]?.isPublic).toBe(false);
    expect(state.paymentMethods.publicPending).toEqual([101]);
    const { storeState } = await expectSaga(changePublic, publicToggled({ id: 101, isPublic: false }))
      .withReducer(rootReducer, state)
      .provide([[matchers.call(api.updatePaymentMethod, scope, 101, false), { ...cash, isPublic: false }]])
      .put(publicChanged({ ...cash, isPublic: false }))
      .run();
    expect((storeState as RootState).paymentMethods.entities[101]?.isPublic).toBe(false);
    expect((storeState as RootState).paymentMethods.publicPending).toEqual([]);
  });

  it.each([true, false])("reverts to the previous value and says 'Não foi possível alterar.' (turning it %s)", async (turnedOn) => {
    const start = listedState([{ ...cash, isPublic: !turnedOn }]);
    const toggled = rootReducer(start, publicToggled({ id: 101, isPublic: turnedOn })) as RootState;
    const { effects, storeState } = await expectSaga(changePublic, publicToggled({ id: 101, isPublic: turnedOn }))
      .withReducer(rootReducer, toggled)
      .provide([[matchers.call.fn(api.updatePaymentMethod), throwError(new ApiError(500, 'internal', 'Erro interno do servidor.'))]])
      .put(publicChangeFailed({ id: 101, isPublic: !turnedOn }))
      .run();
    expect((storeState as RootState).paymentMethods.entities[101]?.isPublic).toBe(!turnedOn);
    expect((storeState as RootState).paymentMethods.publicPending).toEqual([]);
    expect(errorMessagesOf(effects.put.map((effect) => effect.payload.action))).toEqual(['Não foi possível alterar.']);
  });
});

describe('removing', () => {
  it('drops the method and marks the removal done, which sends the details screen back', async () => {
    const state = rootReducer(listedState(), removeRequested(101)) as RootState;
    const { storeState } = await expectSaga(removePaymentMethod, removeRequested(101))
      .withReducer(rootReducer, state)
      .provide([[matchers.call(api.removePaymentMethod, scope, 101), undefined]])
      .put(removed(101))
      .run();
    expect((storeState as RootState).paymentMethods.removal).toEqual({ id: 101, status: 'done' });
    expect(methodsIn(storeState as RootState)).toEqual([pix]);
  });

  it("keeps the method and says 'Não foi possível remover.' when it fails", async () => {
    const state = rootReducer(listedState(), removeRequested(101)) as RootState;
    const { effects, storeState } = await expectSaga(removePaymentMethod, removeRequested(101))
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(api.removePaymentMethod), throwError(new ApiError(404, 'not_found', 'x'))]])
      .put(removeFailed(101))
      .run();
    expect((storeState as RootState).paymentMethods.removal).toEqual({ id: 101, status: 'error' });
    expect(methodsIn(storeState as RootState)).toEqual([cash, pix]);
    expect(errorMessagesOf(effects.put.map((effect) => effect.payload.action))).toEqual(['Não foi possível remover.']);
  });
});

describe('live events', () => {
  const event = (kind: 'added' | 'updated' | 'removed', id: number) => liveEventReceived({ channel: 'paymentMethod', event: kind, id });

  it.each(['added', 'updated'] as const)('%s reloads the method into the shown list', async (kind) => {
    const card = { id: 102, paymentMethodId: 2, name: 'Cartão de crédito', isPublic: true };
    const changed = kind === 'added' ? card : { ...pix, isPublic: true };
    const { storeState } = await expectSaga(applyLiveEvent, event(kind, changed.id))
      .withReducer(rootReducer, listedState())
      .provide([[matchers.call(api.fetchPaymentMethod, scope, changed.id), changed]])
      .put(reloaded(changed))
      .run();
    expect(methodsIn(storeState as RootState)).toContainEqual(changed);
  });

  it('removed drops the method without asking the server', async () => {
    const { storeState } = await expectSaga(applyLiveEvent, event('removed', 104))
      .withReducer(rootReducer, listedState())
      .put(dropped(104))
      .not.call.fn(api.fetchPaymentMethod)
      .run();
    expect(methodsIn(storeState as RootState)).toEqual([cash]);
  });

  it('drops a method that is gone by the time it is reloaded', async () => {
    await expectSaga(applyLiveEvent, event('updated', 104))
      .withReducer(rootReducer, listedState())
      .provide([[matchers.call.fn(api.fetchPaymentMethod), throwError(new ApiError(404, 'not_found', 'x'))]])
      .put(dropped(104))
      .run();
  });

  it('ignores additions while nothing of the payment methods is shown', async () => {
    await expectSaga(applyLiveEvent, event('added', 105)).withState(shopState()).not.call.fn(api.fetchPaymentMethod).run();
  });

  it('the root saga listens only to paymentMethod events, and reloads a shown list after a reconnect', async () => {
    const fetchMethod = jest.fn(() => ({ ...pix, isPublic: true }));
    await expectSaga(paymentMethodsSaga)
      .withReducer(rootReducer, listedState())
      .provide([
        [matchers.call.fn(api.fetchPaymentMethod), dynamic(fetchMethod)],
        [matchers.call.fn(api.fetchPaymentMethods), [cash, pix]],
        [matchers.call.fn(api.fetchCatalogue), catalogue],
      ])
      .dispatch(liveEventReceived({ channel: 'order', event: 'approved', id: 104 }))
      .dispatch(event('updated', 104))
      .dispatch(liveReconnected())
      .put(reloaded({ ...pix, isPublic: true }))
      .put(loadRequested())
      .silentRun(100);
    expect(fetchMethod).toHaveBeenCalledTimes(1);
  });
});
