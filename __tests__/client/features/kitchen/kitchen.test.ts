import { all, fork } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import type { KitchenSettings, Station } from '@contract/kitchen';
import type { Order, OrderItem } from '@contract/ordering';
import type { UnknownAction } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { injectFeatureReducers } from '@/app/signedIn/install';
import { kitchenGroup } from '@/features/kitchen/group';
import * as api from '@/features/kitchen/api';
import { allDayCountsOf, boardOf, parseStoredChoice, stationChoicesOf, ticketsOf, validChoiceOf, type StationChoice } from '@/features/kitchen/rules';
import {
  bumpTicket,
  CANCELED_VISIBLE_MS,
  changeStation,
  letCanceledLeave,
  LOAD_FAILED,
  saveSettings,
  loadKitchen,
  STATION_FAILED,
  TICK_FAILED,
  toggleItem,
  kitchenSaga,
} from '@/features/kitchen/sagas';
import { selectKitchen, selectTickets } from '@/features/kitchen/selectors';
import reducer, {
  canceledTicketLeft,
  itemToggled,
  itemToggleFinished,
  kitchenLoaded,
  kitchenLoadFailed,
  kitchenOpened,
  preparationOrdersFailed,
  preparationOrdersRefreshRequested,
  preparationOrdersRequested,
  stationChosen,
  ticketBumped,
  ticketRecalled,
  initialKitchenState,
  kitchenSettingsSaved,
  kitchenSettingsSaveRequested,
  stationChangeFailed,
  stationRemoveRequested,
  stationSaveRequested,
  stationsChanged,
  type KitchenState,
} from '@/features/kitchen/slice';
import {
  orderDetailsLoaded,
  orderReceived,
  orderReloadRequested,
  preparationOrdersLoaded,
} from '@/ordering/orders/slice';
import { ordersSaga } from '@/ordering/orders/sagas';
import { liveReconnected } from '@/live/events';
import { signedOut } from '@/shared/session/events';
import { ApiError } from '@/shared/api/errors';
import { errorMessagesOf, scope, shopState } from '../settings/shopState';

injectFeatureReducers(kitchenGroup);

const BAR = 1;
const KITCHEN = 2;
const stations: Station[] = [
  { id: KITCHEN, name: 'Cozinha', categoryIds: [10] },
  { id: BAR, name: 'Bar', categoryIds: [20] },
];
const settings: KitchenSettings = { autoComplete: true, ticketsFrom: 'approved', boardMinutes: 5, amberAfterMin: 10, redAfterMin: 20 };

const line = (id: number, name: string, stationId: number | null, extra: Partial<OrderItem> = {}): OrderItem => ({
  id,
  itemId: id,
  name,
  quantity: 1,
  price: 10,
  total: 10,
  portion: null,
  options: [],
  preparedAt: null,
  preparedBy: null,
  stationId,
  ...extra,
});

const order = (id: number, minute: number, items: OrderItem[], extra: Partial<Order> = {}): Order => ({
  id,
  invoiceId: 100 + id,
  type: 0,
  code: String(id),
  total: 10,
  createdAt: `2026-11-26T20:${String(minute).padStart(2, '0')}:00.000Z`,
  authorizedAt: null,
  startedAt: null,
  completedAt: null,
  canceledAt: null,
  status: 'authorized',
  escalatedAt: null,
  items,
  locations: ['Mesa 1'],
  ...extra,
});

const burgerAndDrink = order(7, 10, [line(71, 'X-Salada', KITCHEN, { quantity: 2 }), line(72, 'Coca-Cola', BAR)]);
const olderBurger = order(5, 5, [line(51, 'X-Salada', KITCHEN, { portion: { name: 'Duplo', price: 5 } })]);
const done = { preparedAt: '2026-11-26T20:20:00.000Z', preparedBy: 'Ana' };

/** The signed-in store after the kitchen opened over these orders: their copies in the ordering module, their ids here. */
const loaded = (orders: Order[], choice: StationChoice = KITCHEN, ticketsFrom: KitchenSettings['ticketsFrom'] = 'approved'): RootState =>
  [
    kitchenOpened(),
    stationChosen(choice),
    preparationOrdersLoaded(orders),
    kitchenLoaded({ stations, settings: { ...settings, ticketsFrom } }),
  ].reduce((state: RootState, action) => rootReducer(state, action) as RootState, shopState());
const step = (state: RootState, action: UnknownAction): RootState => rootReducer(state, action) as RootState;
const tickets = (state: RootState) => selectTickets(state);
const codes = (state: RootState) => tickets(state).map((ticket) => ticket.order.code);

describe('kitchen rules', () => {
  it("shows each station its own items, oldest order first, and 'Expedição' every item", () => {
    const inputs = { orders: [burgerAndDrink, olderBurger], ticketsFrom: 'approved' as const, held: [], leaving: [] };
    expect(ticketsOf({ ...inputs, choice: KITCHEN }).map((ticket) => [ticket.order.id, ticket.items.map((item) => item.id)])).toEqual([
      [5, [51]],
      [7, [71]],
    ]);
    expect(ticketsOf({ ...inputs, choice: BAR }).map((ticket) => ticket.order.id)).toEqual([7]);
    expect(ticketsOf({ ...inputs, choice: 'expedition' }).map((ticket) => ticket.items.length)).toEqual([1, 2]);
  });

  it('leaves out a station whose items are all done, and approved orders when the shop shows only started ones', () => {
    const barDone = order(7, 10, [line(71, 'X-Salada', KITCHEN), line(72, 'Coca-Cola', BAR, done)]);
    const inputs = { orders: [barDone], held: [], leaving: [] };
    expect(ticketsOf({ ...inputs, choice: BAR, ticketsFrom: 'approved' })).toEqual([]);
    expect(ticketsOf({ ...inputs, choice: KITCHEN, ticketsFrom: 'approved' })).toHaveLength(1);
    expect(ticketsOf({ ...inputs, choice: KITCHEN, ticketsFrom: 'started' })).toEqual([]);
    expect(ticketsOf({ orders: [{ ...barDone, status: 'started' }], choice: KITCHEN, ticketsFrom: 'started', held: [], leaving: [] })).toHaveLength(1);
  });

  it("counts 'Todo o dia' per product and portion, items still to prepare only", () => {
    const third = order(9, 12, [line(91, 'X-Salada', KITCHEN, { quantity: 3 }), line(92, 'X-Bacon', KITCHEN, done)]);
    const shown = ticketsOf({ orders: [burgerAndDrink, olderBurger, third], choice: KITCHEN, ticketsFrom: 'approved', held: [], leaving: [] });
    expect(allDayCountsOf(shown)).toEqual([
      { label: 'X-Salada', quantity: 5 },
      { label: 'X-Salada (Duplo)', quantity: 1 },
    ]);
  });

  it("offers the one 'Cozinha' while the shop has no station, and never leaves a device on a removed one", () => {
    expect(stationChoicesOf([]).map((entry) => entry.label)).toEqual(['Cozinha', 'Expedição']);
    expect(stationChoicesOf(stations).map((entry) => entry.choice)).toEqual([KITCHEN, BAR, 'expedition']);
    expect(validChoiceOf(BAR, stations)).toBe(BAR);
    expect(validChoiceOf(99, stations)).toBe(KITCHEN);
    expect(validChoiceOf(BAR, [])).toBeNull();
    expect(validChoiceOf(undefined, stations)).toBe(KITCHEN);
  });

  it("reads back only a choice it could have stored", () => {
    expect(['3', 'null', '"expedition"'].map(parseStoredChoice)).toEqual([3, null, 'expedition']);
    expect([null, '-1', '1.5', '"bar"', '{', '[]'].map(parseStoredChoice)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});

describe("the 'Pronto' board", () => {
  it('shows the orders in preparation oldest first, and the ones completed within the shop minutes latest first', () => {
    const now = Date.parse('2026-11-26T20:30:00.000Z');
    const completedAt = (minute: number) => `2026-11-26T20:${String(minute).padStart(2, '0')}:00.000Z`;
    const orders = [
      burgerAndDrink,
      { ...olderBurger, status: 'started' as const },
      order(3, 1, [], { status: 'completed', completedAt: completedAt(28) }),
      order(4, 2, [], { status: 'completed', completedAt: completedAt(29) }),
      order(2, 0, [], { status: 'completed', completedAt: completedAt(20) }),
      order(6, 3, [], { status: 'canceled' }),
      order(8, 4, [], { status: 'open' }),
    ];
    expect(boardOf(orders, now, 5)).toEqual({ preparing: ['5', '7'], ready: ['4', '3'] });
    expect(boardOf(orders, now, 15).ready).toEqual(['4', '3', '2']);
  });
});

describe('kitchen reducer', () => {
  it('follows every fresh copy of an order the ordering module receives: new tickets arrive, done ones leave', () => {
    let kitchen = loaded([olderBurger]);
    kitchen = step(kitchen, orderReceived(burgerAndDrink));
    expect(codes(kitchen)).toEqual(['5', '7']);
    kitchen = step(kitchen, orderReceived({ ...olderBurger, items: [{ ...olderBurger.items[0], ...done }] }));
    expect(codes(kitchen)).toEqual(['7']);
  });

  it('keeps a ticket whose last item was ticked here until it is bumped; another screen lets it go at once', () => {
    const drinkDone = { ...burgerAndDrink, items: [burgerAndDrink.items[0], { ...burgerAndDrink.items[1], ...done }] };
    let here = step(loaded([burgerAndDrink], BAR), itemToggled({ orderId: 7, itemId: 72, done: true }));
    here = step(here, orderReceived(drinkDone));
    expect(codes(here)).toEqual(['7']);
    expect(codes(step(here, ticketBumped(7)))).toEqual([]);
    expect(codes(step(loaded([burgerAndDrink], BAR), orderReceived(drinkDone)))).toEqual([]);
  });

  it("keeps no copy of its own: a fresher copy any screen brought to the ordering module is the one its ticket shows", () => {
    const ticked = { ...burgerAndDrink, items: [{ ...burgerAndDrink.items[0], ...done }, burgerAndDrink.items[1]] };
    const kitchen = step(loaded([burgerAndDrink]), orderDetailsLoaded(ticked));
    expect(tickets(kitchen)).toEqual([]);
    expect(tickets(step(loaded([burgerAndDrink], 'expedition'), orderDetailsLoaded(ticked)))[0].order).toBe(ticked);
  });

  it('keeps nothing before the screen first loads', () => {
    expect(reducer(undefined, orderReceived(burgerAndDrink)).orderIds).toEqual([]);
    expect(reducer(undefined, preparationOrdersLoaded([burgerAndDrink])).orderIds).toEqual([]);
  });

  it("keeps only the ids of the module's orders to prepare; a ticket shown while the link was down stays until let go", () => {
    const ticked = { ...burgerAndDrink, status: 'completed' as const, items: burgerAndDrink.items.map((item) => ({ ...item, ...done })) };
    let kitchen = step(loaded([burgerAndDrink, olderBurger]), itemToggled({ orderId: 7, itemId: 71, done: true }));
    expect(selectKitchen(kitchen).orderIds).toEqual([7, 5]);
    expect(selectKitchen(kitchen)).not.toHaveProperty('orders');
    // Read again after a reconnect: 7 was completed meanwhile and 5 left the lists; 9 is new.
    const newer = order(9, 12, [line(91, 'X-Bacon', KITCHEN)]);
    kitchen = step(kitchen, preparationOrdersLoaded([newer, ticked]));
    expect(selectKitchen(kitchen).orderIds).toEqual([7, 9]);
    expect(codes(kitchen)).toEqual(['7', '9']);
    expect(codes(step(kitchen, ticketBumped(7)))).toEqual(['9']);
  });

  it("marks a shown ticket 'Cancelado' until its moment is over", () => {
    let kitchen = step(loaded([burgerAndDrink]), orderReceived({ ...burgerAndDrink, status: 'canceled' }));
    expect(tickets(kitchen).map((ticket) => [ticket.order.code, ticket.canceled])).toEqual([['7', true]]);
    kitchen = step(kitchen, canceledTicketLeft(7));
    expect(tickets(kitchen)).toEqual([]);
  });

  it("brings back the last bumped tickets with 'Recuperar', the latest first, ten at most", () => {
    const bumped = { ...burgerAndDrink, status: 'completed' as const, items: burgerAndDrink.items.map((item) => ({ ...item, ...done })) };
    let kitchen = step(loaded([burgerAndDrink, olderBurger]), ticketBumped(5));
    kitchen = step(kitchen, ticketBumped(7));
    kitchen = step(kitchen, orderReceived(bumped));
    kitchen = step(kitchen, orderReceived({ ...olderBurger, items: [{ ...olderBurger.items[0], ...done }] }));
    expect(codes(kitchen)).toEqual([]);
    kitchen = step(kitchen, ticketRecalled(undefined));
    expect(codes(kitchen)).toEqual(['7']);
    expect(selectKitchen(kitchen).bumped).toEqual([5]);
    for (let id = 1; id <= 12; id += 1) kitchen = step(kitchen, ticketBumped(100 + id));
    expect(selectKitchen(kitchen).bumped).toHaveLength(10);
    expect(selectKitchen(kitchen).bumped[0]).toBe(112);
  });

  it('keeps the ticks on their way, and the station through a sign-out', () => {
    let kitchen = step(loaded([burgerAndDrink]), itemToggled({ orderId: 7, itemId: 71, done: true }));
    expect(selectKitchen(kitchen).pending).toEqual([71]);
    kitchen = step(kitchen, itemToggleFinished(71));
    expect(selectKitchen(kitchen).pending).toEqual([]);
    const afterSignOut = step(step(kitchen, stationChosen(BAR)), signedOut());
    expect(selectKitchen(afterSignOut)).toEqual(expect.objectContaining({ choice: BAR, status: 'idle', orderIds: [] }));
  });
});

describe('kitchen sagas', () => {
  const withKitchen = (kitchen: KitchenState) => shopState({ kitchen });

  const loadOf = (action: UnknownAction, kitchen: KitchenState) => expectSaga(loadKitchen, action).withReducer(rootReducer, withKitchen(kitchen));
  const putMessages = (run: { effects: { put?: { payload: { action: { type: string } } }[] } }) =>
    errorMessagesOf((run.effects.put ?? []).map((effect) => effect.payload.action));

  it("asks the ordering module for the orders when it opens, and shows once it has them, the stations and the settings", async () => {
    const { storeState } = await loadOf(kitchenOpened(), reducer(undefined, kitchenOpened()))
      .provide([
        [matchers.call(api.fetchStations, scope), stations],
        [matchers.call(api.fetchKitchenSettings, scope), settings],
      ])
      .put(preparationOrdersRequested())
      .dispatch(preparationOrdersLoaded([burgerAndDrink]))
      .put(kitchenLoaded({ stations, settings }))
      .run();
    expect(selectKitchen(storeState as RootState)).toEqual(expect.objectContaining({ status: 'resolved', orderIds: [7] }));
  });

  it('reads its stations and settings again with the orders the module is reading again, asking for none', async () => {
    await loadOf(preparationOrdersRefreshRequested(), loaded([]).kitchen as KitchenState)
      .provide([
        [matchers.call(api.fetchStations, scope), stations],
        [matchers.call(api.fetchKitchenSettings, scope), settings],
      ])
      .not.put(preparationOrdersRequested())
      .dispatch(preparationOrdersLoaded([burgerAndDrink]))
      .put(kitchenLoaded({ stations, settings }))
      .run();
  });

  it('says once that it could not load, when the module could not read the orders or when its own read failed', async () => {
    const ownRead: StaticProvider[] = [
      [matchers.call(api.fetchStations, scope), stations],
      [matchers.call(api.fetchKitchenSettings, scope), settings],
    ];
    const ordersFailed = await loadOf(kitchenOpened(), reducer(undefined, kitchenOpened()))
      .provide(ownRead)
      .dispatch(preparationOrdersFailed({ message: 'Sem conexão com o servidor.' }))
      .put(kitchenLoadFailed())
      .run();
    const bothFailed = await loadOf(kitchenOpened(), reducer(undefined, kitchenOpened()))
      .provide([[matchers.call.fn(api.fetchKitchenSettings), throwError(new ApiError(0, 'network', 'x'))], ...ownRead])
      .dispatch(preparationOrdersFailed({ message: 'x' }))
      .put(kitchenLoadFailed())
      .run();
    for (const run of [ordersFailed, bothFailed]) {
      expect(putMessages(run)).toEqual([LOAD_FAILED]);
      expect(selectKitchen(run.storeState as RootState).status).toBe('error');
    }
  });

  it('reads nothing again on a screen never opened', async () => {
    const idle = await loadOf(preparationOrdersRefreshRequested(), reducer(undefined, { type: 'init' })).run();
    expect(idle.effects.call).toBeUndefined();
  });

  it('after a lost link, the kitchen reads the orders again by itself into the module and takes their ids', async () => {
    function* signedInWithKitchen() {
      yield all([fork(ordersSaga), fork(kitchenSaga)]);
    }
    const { storeState, effects } = await expectSaga(signedInWithKitchen)
      .withReducer(rootReducer, loaded([olderBurger]))
      .provide([
        [matchers.call(api.fetchOrdersToPrepare, scope), [burgerAndDrink]],
        [matchers.call(api.fetchRecentlyCompleted, scope), []],
        [matchers.call(api.fetchStations, scope), stations],
        [matchers.call(api.fetchKitchenSettings, scope), settings],
      ])
      .dispatch(liveReconnected())
      .put(kitchenLoaded({ stations, settings }))
      .silentRun(250);
    expect(selectKitchen(storeState as RootState).orderIds).toEqual([7]);
    expect((effects.call ?? []).filter((effect: { payload: { fn: unknown } }) => effect.payload.fn === api.fetchOrdersToPrepare)).toHaveLength(1);
  });

  it("ticks an item and hands the server's order to the ordering module, so every screen follows", async () => {
    const ticked = { ...burgerAndDrink, items: [{ ...burgerAndDrink.items[0], ...done }, burgerAndDrink.items[1]] };
    await expectSaga(toggleItem, itemToggled({ orderId: 7, itemId: 71, done: true }))
      .withState(loaded([burgerAndDrink]))
      .provide([[matchers.call(api.markItem, scope, 7, 71, true), ticked]])
      .put(orderReceived(ticked))
      .put(itemToggleFinished(71))
      .run();
  });

  it("says a refused tick and has the ordering module read where the order stands now", async () => {
    const run = await expectSaga(toggleItem, itemToggled({ orderId: 7, itemId: 71, done: true }))
      .withState(loaded([burgerAndDrink]))
      .provide([[matchers.call.fn(api.markItem), throwError(new ApiError(409, 'conflict', 'O pedido foi cancelado.'))]])
      .put(orderReloadRequested(7))
      .put(itemToggleFinished(71))
      .run();
    expect(errorMessagesOf((run.effects.put ?? []).map((effect: { payload: { action: { type: string } } }) => effect.payload.action))).toEqual([TICK_FAILED]);
  });

  it("bumps this station's items, or every station's from 'Expedição'", async () => {
    const bumped = { ...burgerAndDrink, status: 'completed' as const };
    await expectSaga(bumpTicket, ticketBumped(7))
      .withState(loaded([burgerAndDrink], BAR))
      .provide([[matchers.call(api.bumpOrder, scope, 7, BAR), bumped]])
      .put(orderReceived(bumped))
      .run();
    await expectSaga(bumpTicket, ticketBumped(7))
      .withState(loaded([burgerAndDrink], 'expedition'))
      .provide([[matchers.call(api.bumpOrder, scope, 7, null), bumped]])
      .put(orderReceived(bumped))
      .run();
  });

  it("lets a canceled ticket leave after its moment, and leaves alone one that was not shown", async () => {
    const canceled = { ...burgerAndDrink, status: 'canceled' as const };
    const shown = step(loaded([burgerAndDrink]), orderReceived(canceled));
    await expectSaga(letCanceledLeave, orderReceived(canceled))
      .withState(shown)
      .delay(CANCELED_VISIBLE_MS)
      .put(canceledTicketLeft(7))
      .run(CANCELED_VISIBLE_MS + 1_000);
    const unseen = await expectSaga(letCanceledLeave, orderReceived(canceled)).withState(loaded([])).run();
    expect(unseen.effects.put).toBeUndefined();
  });

  it("defines a station, then reads the stations again; a refusal is said in the server's words", async () => {
    const body = { name: 'Chapa', categoryIds: [30] };
    const state = withKitchen(reducer(initialKitchenState(), stationSaveRequested({ id: null, body })));
    await expectSaga(changeStation, stationSaveRequested({ id: null, body }))
      .withState(state)
      .provide([
        [matchers.call(api.createStation, scope, body), { id: 3, ...body }],
        [matchers.call(api.fetchStations, scope), [...stations, { id: 3, ...body }]],
      ])
      .put(stationsChanged([...stations, { id: 3, ...body }]))
      .run();
    const taken = 'A categoria Lanches já pertence à estação Cozinha.';
    const refused = await expectSaga(changeStation, stationSaveRequested({ id: BAR, body }))
      .withState(state)
      .provide([[matchers.call.fn(api.updateStation), throwError(new ApiError(409, 'conflict', taken))]])
      .put(stationChangeFailed())
      .run();
    const failed = await expectSaga(changeStation, stationRemoveRequested(BAR))
      .withState(state)
      .provide([[matchers.call.fn(api.removeStation), throwError(new ApiError(0, 'network', 'x'))]])
      .put(stationChangeFailed())
      .run();
    const messages = [refused, failed].flatMap((run) =>
      errorMessagesOf((run.effects.put ?? []).map((effect: { payload: { action: { type: string } } }) => effect.payload.action)),
    );
    expect(messages).toEqual([taken, STATION_FAILED]);
  });

  it("saves the shop's kitchen choices and keeps what the server answered", async () => {
    const off = { ...settings, autoComplete: false };
    const saving = reducer(initialKitchenState(), kitchenSettingsSaveRequested(off));
    expect(saving.stationsSaving).toBe(true);
    await expectSaga(saveSettings, kitchenSettingsSaveRequested(off))
      .withState(withKitchen(saving))
      .provide([[matchers.call(api.saveKitchenSettings, scope, off), off]])
      .put(kitchenSettingsSaved(off))
      .run();
    expect(reducer(saving, kitchenSettingsSaved(off))).toEqual(expect.objectContaining({ settings: off, stationsSaving: false }));
  });

  it("saves the shop's amber and red thresholds; a refusal keeps the ones the screens use", async () => {
    const loaded = reducer(reducer(initialKitchenState(), kitchenOpened()), kitchenLoaded({ stations, settings }));
    const later = { ...settings, amberAfterMin: 15, redAfterMin: 30 };
    const saving = reducer(loaded, kitchenSettingsSaveRequested(later));
    await expectSaga(saveSettings, kitchenSettingsSaveRequested(later))
      .withState(withKitchen(saving))
      .provide([[matchers.call(api.saveKitchenSettings, scope, later), later]])
      .put(kitchenSettingsSaved(later))
      .run();
    expect(reducer(saving, kitchenSettingsSaved(later)).settings).toEqual(later);

    const refused = await expectSaga(saveSettings, kitchenSettingsSaveRequested(later))
      .withState(withKitchen(saving))
      .provide([[matchers.call.fn(api.saveKitchenSettings), throwError(new ApiError(400, 'bad_request', 'body amberAfterMin deve ser menor que redAfterMin.'))]])
      .put(stationChangeFailed())
      .run();
    expect(refused.effects.put?.some((effect: { payload: { action: { type: string } } }) => effect.payload.action.type === kitchenSettingsSaved.type)).toBe(false);
    const after = reducer(saving, stationChangeFailed());
    expect(after).toEqual(expect.objectContaining({ settings, stationsSaving: false }));
  });
});
