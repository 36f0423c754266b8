import '../../support/encoderGlobals';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { liveReconnected } from '@/live/events';
import { ordersArrived } from '@/ordering/alerts/slice';
import * as device from '@/features/printing/printerDevice';
import {
  printArrivals,
  printInvoiceReceipt,
  PAPER_OUT,
  printTicket,
  PRINTER_OFFLINE,
  reconnect,
  printingSaga,
  printQueue,
  retry,
  ticketBytesOf,
  ticketFailedMessage,
} from '@/features/printing/sagas';
import reducer, {
  browserFallbackTaken,
  printerConnected,
  printerForgotten,
  printerNotConnected,
  receiptPrintFailed,
  receiptPrintRequested,
  ticketFailed,
  ticketPrinted,
  ticketRequested,
  type PrintingState,
} from '@/features/printing/slice';
import { markPrinted, PRINTED_STORAGE_KEY, wasPrinted } from '@/features/printing/storage';
import { errorRaised } from '@/shared/notifications/slice';
import { injectFeatureReducers } from '@/app/signedIn/install';
import { printingGroup } from '@/app/signedIn/printingFeatures';
import { injectSignedInReducers } from '../../support/signedInFeatures';
import { fetchInvoice } from '@/ordering/invoices/api';
import { selectShopScope } from '@/session/scope';
import { anInvoice, anItem, anOrder } from '../invoices/fixtures';

// The device boundary: what the printer was sent is all these tests need from it.
jest.mock('@/features/printing/printerDevice', () => ({
  ...jest.requireActual('@/features/printing/printerDevice'),
  sendToPrinter: jest.fn(async () => undefined),
}));
const sendToPrinter = device.sendToPrinter as jest.MockedFunction<typeof device.sendToPrinter>;

injectSignedInReducers();
injectFeatureReducers(printingGroup);

const epson: device.PairedPrinter = {
  connection: 'usb',
  name: 'EPSON TM-T20X',
  vendorId: 1208,
  productId: 3605,
  serialNumber: 'X1',
  dialect: { language: 'esc-pos', codepageMapping: 'epson' },
};

const printing = (overrides: Partial<PrintingState> = {}): PrintingState => ({
  printer: epson,
  link: 'connected',
  autoPrint: true,
  queue: [],
  failure: null,
  browserFallback: null,
  tillClosingFallback: null,
  ...overrides,
});

const stateWith = (overrides: Partial<PrintingState> = {}): RootState =>
  ({ ...(rootReducer(undefined, { type: 'init' }) as RootState), printing: printing(overrides) }) as RootState;

const ticket = { code: '0042', bytes: new Uint8Array([0x1b, 0x40]) };

afterEach(() => {
  localStorage.clear();
  sendToPrinter.mockClear();
});

describe('automatic kitchen tickets', () => {
  it('each new order is asked to print where auto-print is on and a printer is paired', async () => {
    await expectSaga(printArrivals, ordersArrived([4, 5]))
      .withState(stateWith())
      .put(ticketRequested({ orderId: 4, again: false }))
      .put(ticketRequested({ orderId: 5, again: false }))
      .run();
  });

  it('nothing prints with auto-print off, or with no printer', async () => {
    await expectSaga(printArrivals, ordersArrived([4])).withState(stateWith({ autoPrint: false })).not.put.actionType(ticketRequested.type).run();
    await expectSaga(printArrivals, ordersArrived([4])).withState(stateWith({ printer: null })).not.put.actionType(ticketRequested.type).run();
  });
});

describe('printing one ticket', () => {
  it('claims it across tabs, prints it, and remembers it was printed', async () => {
    await expectSaga(printTicket, { orderId: 4, again: false })
      .withState(stateWith())
      .provide([[matchers.call.fn(ticketBytesOf), ticket]])
      .call(ticketBytesOf, 4, epson)
      .put(ticketPrinted(4))
      .run();
    expect(sendToPrinter).toHaveBeenCalledWith(ticket.bytes);
    expect(wasPrinted(4)).toBe(true);
  });

  it('an order this browser printed before is not printed again, unless asked to (Reimprimir)', async () => {
    markPrinted(4);
    await expectSaga(printTicket, { orderId: 4, again: false })
      .withState(stateWith())
      .not.call.fn(ticketBytesOf)
      .put(ticketPrinted(4))
      .run();
    expect(sendToPrinter).not.toHaveBeenCalled();
    await expectSaga(printTicket, { orderId: 4, again: true })
      .withState(stateWith())
      .provide([[matchers.call.fn(ticketBytesOf), ticket]])
      .call.fn(ticketBytesOf)
      .put(ticketPrinted(4))
      .run();
    expect(sendToPrinter).toHaveBeenCalledTimes(1);
  });

  it('a printer that is not there keeps the ticket in the queue, saying so', async () => {
    sendToPrinter.mockRejectedValueOnce(new device.PrinterUnavailableError());
    const result = await expectSaga(printTicket, { orderId: 4, again: false })
      .withReducer(rootReducer, stateWith())
      .provide([[matchers.call.fn(ticketBytesOf), ticket]])
      .put(ticketFailed({ orderId: 4, message: PRINTER_OFFLINE }))
      .run();
    expect((result.storeState as RootState).printing?.queue).toEqual([4]);
    expect(wasPrinted(4)).toBe(false);
  });

  it('a printer out of paper keeps the ticket in the queue, asking for a new roll', async () => {
    sendToPrinter.mockRejectedValueOnce(new device.PaperOutError());
    await expectSaga(printTicket, { orderId: 4, again: false })
      .withState(stateWith())
      .provide([[matchers.call.fn(ticketBytesOf), ticket]])
      .put(ticketFailed({ orderId: 4, message: PAPER_OUT }))
      .run();
    expect(PAPER_OUT).toBe('Impressora sem papel. Troque a bobina e toque em Tentar novamente.');
  });

  it('any other failure names the order', async () => {
    sendToPrinter.mockRejectedValueOnce(new Error('stall'));
    await expectSaga(printTicket, { orderId: 4, again: false })
      .withState(stateWith())
      .provide([[matchers.call.fn(ticketBytesOf), ticket]])
      .put(ticketFailed({ orderId: 4, message: ticketFailedMessage('0042') }))
      .run();
    expect(ticketFailedMessage('0042')).toBe('Não foi possível imprimir o pedido #0042.');
  });
});

describe("'Tentar novamente'", () => {
  it('reopens the printer and prints the queue in order', async () => {
    await expectSaga(retry)
      .withState(stateWith({ link: 'disconnected', queue: [7, 3] }))
      .provide([
        [matchers.call.fn(device.isPrinterConnected), false],
        [matchers.call.fn(device.reconnectPrinter), epson],
      ])
      .put(printerConnected(epson))
      .put(ticketRequested({ orderId: 7, again: false }))
      .put(ticketRequested({ orderId: 3, again: false }))
      .run();
  });

  it('with the printer still unplugged, says so and keeps the queue', async () => {
    await expectSaga(retry)
      .withState(stateWith({ link: 'disconnected', queue: [7] }))
      .provide([
        [matchers.call.fn(device.isPrinterConnected), false],
        [matchers.call.fn(device.reconnectPrinter), null],
      ])
      .put(printerNotConnected())
      .put.like({ action: { type: errorRaised.type, payload: { message: PRINTER_OFFLINE } } })
      .not.put.actionType(ticketRequested.type)
      .run();
  });

  it('reconnect does nothing without a paired printer', async () => {
    await expectSaga(reconnect).withState(stateWith({ printer: null })).not.call.fn(device.reconnectPrinter).returns(false).run();
  });
});

describe('back in the live room after an outage', () => {
  it('asks again for the tickets the queue keeps, without reopening the printer or saying anything', async () => {
    await expectSaga(printQueue)
      .withState(stateWith({ queue: [7, 3], failure: ticketFailedMessage('0007') }))
      .put(ticketRequested({ orderId: 7, again: false }))
      .put(ticketRequested({ orderId: 3, again: false }))
      .not.call.fn(device.reconnectPrinter)
      .not.put.actionType(errorRaised.type)
      .run();
  });

  it('asks for nothing once the printer was forgotten', async () => {
    await expectSaga(printQueue)
      .withState(stateWith({ printer: null, queue: [7] }))
      .not.put.actionType(ticketRequested.type)
      .run();
  });

  it('the printing saga does it on every rejoin of the live room', async () => {
    // The printer does not open at start, so nothing is asked for then: only the rejoin asks.
    const run = expectSaga(printingSaga)
      .withState(stateWith({ link: 'disconnected', queue: [9] }))
      .provide([
        [matchers.call.fn(device.isPrinterConnected), false],
        [matchers.call.fn(device.reconnectPrinter), null],
      ]);
    const quiet = await run.silentRun(100);
    expect(quiet.effects.put?.filter((effect) => effect.payload.action.type === ticketRequested.type) ?? []).toEqual([]);
    await expectSaga(printingSaga)
      .withState(stateWith({ link: 'disconnected', queue: [9] }))
      .provide([
        [matchers.call.fn(device.isPrinterConnected), false],
        [matchers.call.fn(device.reconnectPrinter), null],
      ])
      .dispatch(liveReconnected())
      .put(ticketRequested({ orderId: 9, again: false }))
      .silentRun(200);
  });
});

describe("'Imprimir' on a comanda with a printer paired", () => {
  const scope = { accountId: 4, shopId: 10 };
  const delivery = anInvoice({
    status: 'closing',
    paymentMethod: 'cash',
    paidWith: 100,
    change: 37.2,
    deliveryFee: 7,
    total: 62.8,
    orders: [anOrder({ type: 3, total: 55.8, items: [anItem({ total: 55.8 })] })],
  });
  const request = receiptPrintRequested({ invoiceId: 1, invoiceTerm: 'Comanda' });
  const reached = (printer: device.PairedPrinter | null): StaticProvider[] => [
    [matchers.call.fn(device.reconnectPrinter), printer],
    [matchers.select(selectShopScope), scope],
    [matchers.call.fn(fetchInvoice), delivery],
  ];
  const sent = () => Buffer.from(sendToPrinter.mock.calls[0][0]).toString('latin1');

  it('prints the comanda as the server has it now on the printer, with its fee, total and payment', async () => {
    await expectSaga(printInvoiceReceipt, request)
      .withState(stateWith({ link: 'disconnected' }))
      .provide(reached(epson))
      .call(fetchInvoice, scope, 1)
      .not.put.actionType(receiptPrintFailed.type)
      .run();
    expect(sendToPrinter).toHaveBeenCalledTimes(1);
    expect(sent()).toContain('Comanda #0042');
    expect(sent()).toMatch(/Taxa de entrega +\$ 7,00\n/);
    expect(sent()).toContain('Cobrar: $ 62,80 em dinheiro, troco para $ 100,00');
  });

  it('prints the comanda’s Pix code as a QR under what to collect, and none without one', async () => {
    const payload = '00020101021226330014br.gov.bcb.pix0111529982247255204000053039865405'.concat('62.805802BR6304ABCD');
    await expectSaga(printInvoiceReceipt, receiptPrintRequested({ invoiceId: 1, invoiceTerm: 'Comanda', pixPayload: payload }))
      .withState(stateWith({ link: 'disconnected' }))
      .provide(reached(epson))
      .run();
    const withPix = sent();
    expect(withPix.indexOf('Pague com Pix')).toBeGreaterThan(withPix.indexOf('Cobrar: $ 62,80'));
    expect(withPix.indexOf(payload)).toBeGreaterThan(withPix.indexOf('Pague com Pix'));
    sendToPrinter.mockClear();
    await expectSaga(printInvoiceReceipt, request).withState(stateWith({ link: 'disconnected' })).provide(reached(epson)).run();
    expect(sent()).not.toContain('Pague com Pix');
  });

  it.each([
    ['unplugged', () => undefined, null, 'Impressora desconectada: a comanda vai pela impressão do navegador.'],
    ['out of paper', () => sendToPrinter.mockRejectedValueOnce(new device.PaperOutError()), epson, 'Impressora sem papel: a comanda vai pela impressão do navegador.'],
    ['failing', () => sendToPrinter.mockRejectedValueOnce(new Error('stall')), epson, 'Não foi possível imprimir na impressora: a comanda vai pela impressão do navegador.'],
  ])('a printer %s: says so and hands the receipt to the browser’s print', async (_case, fail, printer, message) => {
    fail();
    const result = await expectSaga(printInvoiceReceipt, request)
      .withReducer(rootReducer, stateWith({ link: 'disconnected' }))
      .provide(reached(printer))
      .put.like({ action: { type: errorRaised.type, payload: { message } } })
      .put(receiptPrintFailed(1))
      .run();
    expect((result.storeState as RootState).printing?.browserFallback).toBe(1);
    expect(reducer((result.storeState as RootState).printing, browserFallbackTaken()).browserFallback).toBeNull();
  });
});

describe('the printing state', () => {
  it('queues a failed ticket once and clears the message when the queue empties', () => {
    let state = reducer(printing(), ticketFailed({ orderId: 4, message: PRINTER_OFFLINE }));
    state = reducer(state, ticketFailed({ orderId: 4, message: PRINTER_OFFLINE }));
    state = reducer(state, ticketFailed({ orderId: 5, message: PRINTER_OFFLINE }));
    expect(state.queue).toEqual([4, 5]);
    state = reducer(state, ticketPrinted(4));
    expect(state.failure).toBe(PRINTER_OFFLINE);
    state = reducer(state, ticketPrinted(5));
    expect(state).toMatchObject({ queue: [], failure: null });
  });

  it('forgetting the printer turns auto-print off', () => {
    expect(reducer(printing(), printerForgotten())).toMatchObject({ printer: null, link: 'idle', autoPrint: false });
  });

  it('remembers the last 500 printed orders', () => {
    for (let id = 1; id <= 502; id += 1) markPrinted(id);
    const kept = JSON.parse(localStorage.getItem(PRINTED_STORAGE_KEY) ?? '[]') as number[];
    expect(kept).toHaveLength(500);
    expect(wasPrinted(1)).toBe(false);
    expect(wasPrinted(502)).toBe(true);
  });
});
