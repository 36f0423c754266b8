import '../../support/encoderGlobals';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import type { Till } from '@contract/till';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { injectFeatureReducers } from '@/app/signedIn/install';
import { printingGroup } from '@/app/signedIn/printingFeatures';
import { tillClosingBytes, type PrinterDialect } from '@/features/printing/escpos';
import * as device from '@/features/printing/printerDevice';
import { printTillClosing } from '@/features/printing/sagas';
import { tillClosingPrintFailed, tillClosingPrintRequested } from '@/features/printing/slice';
import { tillClosingReceiptOf } from '@/features/printing/tillClosingReceipt';
import { errorRaised } from '@/shared/notifications/slice';
import { injectSignedInReducers } from '../../support/signedInFeatures';

// The device boundary: what the printer was sent is all these tests need from it.
jest.mock('@/features/printing/printerDevice', () => ({
  ...jest.requireActual('@/features/printing/printerDevice'),
  sendToPrinter: jest.fn(async () => undefined),
}));
const sendToPrinter = device.sendToPrinter as jest.MockedFunction<typeof device.sendToPrinter>;

injectSignedInReducers();
injectFeatureReducers(printingGroup);

const epson: PrinterDialect = { language: 'esc-pos', codepageMapping: 'epson' };
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** A shift with a sangria and a suprimento, closed $ 20,00 short in cash; times on the device's clock, as the slip prints them. */
const at = (hour: number, minute: number) => new Date(2026, 10, 29, hour, minute).toISOString();
const till: Till = {
  id: 7,
  number: 3,
  status: 'closed',
  float: 100,
  openedBy: 'Lia',
  openedAt: at(8, 0),
  closedBy: 'Carla',
  closedAt: at(18, 40),
  movements: [
    { id: 1, kind: 'sangria', amount: 30, reason: 'Fornecedor', by: 'Lia', at: at(11, 5) },
    { id: 2, kind: 'suprimento', amount: 10, reason: 'Troco', by: 'Lia', at: at(12, 0) },
  ],
  lines: [
    { method: 'cash', expected: 93, counted: 73, difference: -20 },
    { method: 'pix', expected: 6.5, counted: 6.5, difference: 0 },
    { method: 'creditCard', expected: 13, counted: 18, difference: 5 },
  ],
};

describe("a till's closing on paper", () => {
  it('says who opened and closed it, the drawer, each method and the totals with their signs', () => {
    const receipt = tillClosingReceiptOf(till, 'Cantina São João');
    expect(receipt.title).toBe('Fechamento de caixa nº 3');
    expect(receipt.heading).toEqual(['Aberto por Lia em 29/11/2026 08:00', 'Fechado por Carla em 29/11/2026 18:40']);
    expect(receipt.cash.map((row) => [row.label, row.amount])).toEqual([
      ['Troco inicial', '$ 100,00'],
      ['Sangrias', '\u2212 $ 30,00'],
      ['Suprimentos', '+ $ 10,00'],
    ]);
    expect(receipt.methods.map((method) => [method.method, method.rows.map((row) => row.amount)])).toEqual([
      ['Dinheiro', ['$ 93,00', '$ 73,00', '\u2212 $ 20,00']],
      ['Pix', ['$ 6,50', '$ 6,50', '$ 0,00']],
      ['Cartão de crédito', ['$ 13,00', '$ 18,00', '+ $ 5,00']],
    ]);
    expect(receipt.totals.map((row) => row.amount)).toEqual(['$ 112,50', '$ 97,50', '\u2212 $ 15,00']);
    expect(receipt.movements.map((row) => [row.label, row.amount])).toEqual([
      ['Sangria · Fornecedor · 11:05 · Lia', '\u2212 $ 30,00'],
      ['Suprimento · Troco · 12:00 · Lia', '+ $ 10,00'],
    ]);
  });

  it('prints on an 80 mm roll with the amounts at the line end, a plain hyphen for minus, and the cut last', async () => {
    const bytes = await tillClosingBytes(tillClosingReceiptOf(till, 'Cantina São João'), 80, epson);
    const text = latin1(bytes);
    expect(text).toContain('Fechamento de caixa n');
    // Bold on and off (ESC E n) around a strong row are not what the roll shows.
    const bold = [0, 1].map((on) => `\u001bE${String.fromCharCode(on)}`);
    const lines = text.split('\n').map((line) => bold.reduce((plain, code) => plain.replaceAll(code, ''), line).trimEnd());
    const after = (label: string, from = 0) => lines.findIndex((line, index) => index >= from && line.includes(label));
    const cash = after('Dinheiro');
    expect(lines[after('Diferen', cash)]).toMatch(/- \$ 20,00$/);
    expect(lines[after('Esperado', cash)]).toMatch(/ \$ 93,00$/);
    expect(lines[after('Diferen', after('Cart'))]).toMatch(/\+ \$ 5,00$/);
    expect(lines[after('Fornecedor')]).toMatch(/^Sangria .+- \$ 30,00$/);
    expect(text.includes('\u2212')).toBe(false);
    expect(Buffer.from(bytes.slice(-3)).toString('hex')).toBe('1d5600');
  });
});

describe("'Imprimir fechamento' with a printer paired", () => {
  const epsonPrinter: device.PairedPrinter = {
    connection: 'usb',
    name: 'EPSON TM-T20X',
    vendorId: 1208,
    productId: 3605,
    serialNumber: 'X1',
    dialect: epson,
  };
  const state = (): RootState =>
    ({
      ...(rootReducer(undefined, { type: 'init' }) as RootState),
      printing: { printer: epsonPrinter, link: 'disconnected', autoPrint: false, queue: [], failure: null, browserFallback: null, tillClosingFallback: null },
    }) as RootState;
  const reached = (printer: device.PairedPrinter | null): StaticProvider[] => [[matchers.call.fn(device.reconnectPrinter), printer]];

  afterEach(() => sendToPrinter.mockClear());

  it('sends the closing to the printer', async () => {
    await expectSaga(printTillClosing, tillClosingPrintRequested(till)).withState(state()).provide(reached(epsonPrinter)).not.put.actionType(tillClosingPrintFailed.type).run();
    expect(sendToPrinter).toHaveBeenCalledTimes(1);
    expect(Buffer.from(sendToPrinter.mock.calls[0][0]).toString('latin1')).toContain('Fechamento de caixa n');
  });

  it('unplugged: says so and hands the closing to the browser’s print', async () => {
    const result = await expectSaga(printTillClosing, tillClosingPrintRequested(till))
      .withReducer(rootReducer, state())
      .provide(reached(null))
      .put.like({ action: { type: errorRaised.type, payload: { message: 'Impressora desconectada: o fechamento vai pela impressão do navegador.' } } })
      .put(tillClosingPrintFailed(7))
      .run();
    expect(sendToPrinter).not.toHaveBeenCalled();
    expect((result.storeState as RootState).printing?.tillClosingFallback).toBe(7);
  });
});
