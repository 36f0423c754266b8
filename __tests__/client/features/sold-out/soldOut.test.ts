import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { OrderItem } from '@contract/ordering';
import { rootReducer } from '@/app/rootReducer';
import { soldOutGroup } from '@/features/sold-out/group';
import { injectFeatureReducers } from '@/app/signedIn/install';
import * as api from '@/features/sold-out/api';
import { menuRecordsOf, optionSoldOutMessage, productSoldOutMessage } from '@/features/sold-out/rules';
import { changeAvailability, loadAvailability, replayAvailability } from '@/features/sold-out/sagas';
import { liveOperations } from '@/app/signedIn/features';
import { commandQueued, queuedCommandDue, queuedCommandSettled, queuedCommandWithdrawn } from '@/ordering/outbox/slice';
import type { OutboxEntry } from '@/ordering/outbox/rules';
import { availabilityChanged } from '@/shared/menu/events';
import reducer, {
  availabilityChangeFailed,
  availabilityChangeQueued,
  availabilityChangeRequested,
  availabilityLoaded,
  availabilityRequested,
} from '@/features/sold-out/slice';
import { ApiError } from '@/shared/api/errors';
import itemsReducer, { loaded as itemLoaded } from '@/features/items/slice';
import optionsReducer, { loaded as optionLoaded } from '@/features/options/slice';
import { errorMessagesOf, scope, shopState } from '../settings/shopState';
import type { StubModule } from '../../support/outboxStorageStub';

injectFeatureReducers(soldOutGroup);
// The live link's state decides whether a mark is sent or waits on the device.
injectFeatureReducers(liveOperations);

jest.mock('@/ordering/outbox/storage', () => jest.requireActual<StubModule>('../../support/outboxStorageStub').outboxStorageStub());

const line = (itemId: number | null, name: string, options: [number | null, string][] = []): OrderItem => ({
  id: Math.random(),
  itemId,
  name,
  quantity: 1,
  price: 10,
  total: 10,
  portion: null,
  options: options.map(([optionId, optionName]) => ({ id: Math.random(), optionId, name: optionName, price: 0 })),
});

const loaded = reducer(undefined, availabilityLoaded({ items: [{ id: 7, available: true }], options: [{ id: 3, available: true, productCount: 6 }] }));

describe("'Esgotar' from an order", () => {
  it("lists the order's products and options once each, without the ones the menu no longer has", () => {
    const order = { items: [line(7, 'X-Burguer', [[3, 'Bacon'], [null, 'Removida']]), line(7, 'X-Burguer', [[3, 'Bacon']]), line(null, 'Antigo'), line(9, 'Coca')] };
    expect(menuRecordsOf(order)).toEqual({
      items: [
        { id: 7, name: 'X-Burguer' },
        { id: 9, name: 'Coca' },
      ],
      options: [{ id: 3, name: 'Bacon' }],
    });
  });

  it('says how many products offer an option before it is marked', () => {
    expect(optionSoldOutMessage('Bacon', 7)).toBe('Esta opção aparece em 7 produtos. Marcar "Bacon" como indisponível em todos eles?');
    expect(optionSoldOutMessage('Bacon', 1)).toBe('Esta opção aparece em 1 produto. Marcar "Bacon" como indisponível em todos eles?');
  });

  it.each([
    ['Cardápio', 'X-Burguer', 'Marcar "X-Burguer" como indisponível? Os clientes o veem esgotado no cardápio até você tocar em Disponível.'],
    ['Catálogo', 'Camiseta', 'Marcar "Camiseta" como indisponível? Os clientes o veem esgotado no catálogo até você tocar em Disponível.'],
  ])("asks before a product leaves the %s", (menu, name, question) => {
    expect(productSoldOutMessage(name, menu)).toBe(question);
  });

  it('shows a mark at once, confirms it on the answer, and puts it back when refused', () => {
    const sent = reducer(loaded, availabilityChangeRequested({ kind: 'items', id: 7, available: false }));
    expect(sent.items[7]).toEqual({ available: false, sending: true });
    expect(reducer(sent, availabilityChanged({ kind: 'items', id: 7, available: false })).items[7]).toEqual({ available: false, sending: false });
    expect(reducer(sent, availabilityChangeFailed({ kind: 'items', id: 7, available: false })).items[7]).toEqual({ available: true, sending: false });
  });

  it('keeps a mark on its way when a load answers in between', () => {
    const sent = reducer(loaded, availabilityChangeRequested({ kind: 'options', id: 3, available: false }));
    const reloaded = reducer(sent, availabilityLoaded({ items: [], options: [{ id: 3, available: true, productCount: 6 }] }));
    expect(reloaded.options[3]).toEqual({ available: false, sending: true, productCount: 6 });
  });

  it('loads what the order names, and asks nothing for an order without menu records', async () => {
    const answer = { items: [{ id: 7, available: false }], options: [] };
    await expectSaga(loadAvailability, availabilityRequested({ itemIds: [7], optionIds: [] }))
      .withState(shopState())
      .provide([[matchers.call(api.fetchAvailability, scope, [7], []), answer]])
      .put(availabilityLoaded(answer))
      .run();
    await expectSaga(loadAvailability, availabilityRequested({ itemIds: [], optionIds: [] })).withState(shopState()).not.call.fn(api.fetchAvailability).run();
  });

  it("sends the mark, and on a refusal puts it back with 'Não foi possível alterar.'", async () => {
    const change = { kind: 'options' as const, id: 3, available: false };
    await expectSaga(changeAvailability, availabilityChangeRequested(change))
      .withState(shopState())
      .provide([[matchers.call(api.setAvailability, scope, 'options', 3, false, 'key-1'), { id: 3, available: false }]])
      .put(availabilityChanged(change))
      .run();
    const { effects, storeState } = await expectSaga(changeAvailability, availabilityChangeRequested(change))
      .withReducer(rootReducer, shopState({ soldOut: reducer(loaded, availabilityChangeRequested(change)) }))
      .provide([[matchers.call.fn(api.setAvailability), throwError(new ApiError(500, 'internal', 'x'))]])
      .put(availabilityChangeFailed(change))
      .run();
    expect(errorMessagesOf((effects.put ?? []).map((effect) => effect.payload.action))).toEqual(['Não foi possível alterar.']);
    expect(storeState.soldOut.options[3]).toEqual({ available: true, sending: false, productCount: 6 });
  });
});

describe("'Esgotar' with the link down", () => {
  const change = { kind: 'options' as const, id: 3, available: false };
  const queued: OutboxEntry = { key: 'k1', scope, command: { kind: 'availability', change }, queuedAt: 1, sentBefore: false };
  const offline = () => {
    const base = shopState({ soldOut: reducer(loaded, availabilityChangeRequested(change)) });
    return { ...base, live: { ...base.live, status: 'disconnected' as const } };
  };

  it('keeps the mark as set and waits on the device; nothing is sent, nothing is said', async () => {
    const { storeState, effects } = await expectSaga(changeAvailability, availabilityChangeRequested(change))
      .withReducer(rootReducer, offline())
      .put(availabilityChangeQueued(change))
      .put.like({ action: { type: commandQueued.type, payload: { key: 'key-1', command: { kind: 'availability', change } } } })
      .not.call.fn(api.setAvailability)
      .run();
    expect(storeState.soldOut.options[3]).toEqual({ available: false, sending: false, productCount: 6 });
    expect(errorMessagesOf((effects.put ?? []).map((effect) => effect.payload.action))).toEqual([]);
  });

  it("replayed: sent with its key; a refusal puts the mark back with 'Não foi possível alterar.'", async () => {
    await expectSaga(replayAvailability, queuedCommandDue(queued))
      .withState(shopState())
      .provide([[matchers.call(api.setAvailability, scope, 'options', 3, false, 'k1'), { id: 3, available: false }]])
      .put(availabilityChanged(change))
      .put(queuedCommandSettled({ key: 'k1', outcome: 'applied' }))
      .run();
    const { effects } = await expectSaga(replayAvailability, queuedCommandDue(queued))
      .withState(shopState())
      .provide([[matchers.call.fn(api.setAvailability), throwError(new ApiError(404, 'not_found', 'x'))]])
      .put(availabilityChangeFailed(change))
      .put(queuedCommandSettled({ key: 'k1', outcome: 'refused' }))
      .run();
    expect(errorMessagesOf((effects.put ?? []).map((effect) => effect.payload.action))).toEqual(['Não foi possível alterar.']);
  });

  it("'Desfazer' shows the record as it was", () => {
    const marked = reducer(reducer(loaded, availabilityChangeRequested(change)), availabilityChangeQueued(change));
    expect(marked.options[3].available).toBe(false);
    expect(reducer(marked, queuedCommandWithdrawn(queued)).options[3]).toEqual({ available: true, sending: false, productCount: 6 });
  });
});

describe("the menu's screens after an 'Esgotar' from an order", () => {
  it('show the product or option as it now stands, without a reload', () => {
    const itemsState = itemsReducer(undefined, itemLoaded({ id: 7, groupId: 1, name: 'X-Burguer', description: null, imageId: null, price: 24.9, updatedAt: '', isAvailable: true }));
    expect(itemsReducer(itemsState, availabilityChanged({ kind: 'items', id: 7, available: false })).entities[7]?.isAvailable).toBe(false);
    expect(itemsReducer(itemsState, availabilityChanged({ kind: 'options', id: 7, available: false })).entities[7]?.isAvailable).toBe(true);
    const optionsState = optionsReducer(undefined, optionLoaded({ id: 3, groupId: 2, name: 'Bacon', description: null, price: 4, isAvailable: false }));
    expect(optionsReducer(optionsState, availabilityChanged({ kind: 'options', id: 3, available: true })).entities[3]?.isAvailable).toBe(true);
  });
});
