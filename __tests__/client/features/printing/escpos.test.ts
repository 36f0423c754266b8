import '../../support/encoderGlobals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { invoiceReceiptBytes, kitchenTicketBytes, testPageBytes, type PrinterDialect } from '@/features/printing/escpos';
import { invoiceReceiptOf, type InvoiceReceipt } from '@/features/printing/invoiceReceipt';
import { anInvoice, anOrder } from '../invoices/fixtures';
import type { KitchenTicket } from '@/features/printing/kitchenTicket';

const epson: PrinterDialect = { language: 'esc-pos', codepageMapping: 'epson' };

/** A delivery with accents everywhere, options and an address: what a Brazilian kitchen prints every night. */
const ticket: KitchenTicket = {
  shopName: 'Cantina São João',
  title: 'Pedido #0042',
  heading: ['14/03/2025 12:00', 'Delivery', 'Cliente: Conceição Araújo', 'Tel.: (11) 98765-4321', 'Rua das Acácias, 77 - Apto 3', 'Pinheiros, São Paulo - SP', 'CEP 05422-010'],
  banner: null,
  lines: [
    { key: '1', label: '2x Açaí na tigela (500 ml)', amount: '$ 39,80', options: ['+ Granola', '+ Paçoca'] },
    { key: '2', label: '1x Pão de queijo', amount: '$ 6,50', options: [] },
  ],
  deliveryFee: null,
  total: '$ 46,30',
  payment: 'Cobrar: $ 52,30 em dinheiro, troco para $ 100,00',
};

/** Checked byte by byte against the code page 860 table and Epson's command reference before they were kept. */
const golden = (name: string) => readFileSync(path.join(__dirname, 'golden', name), 'utf8').replace(/\s+/g, '');
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const indexOfBytes = (bytes: Uint8Array, needle: number[]) => hex(bytes).indexOf(Buffer.from(needle).toString('hex'));

describe('the kitchen ticket in ESC/POS', () => {
  it.each([58, 80] as const)('matches the golden bytes on a %i mm roll', async (paper) => {
    expect(hex(await kitchenTicketBytes(ticket, paper, epson))).toBe(golden(`kitchen-ticket-${paper}.hex`));
  });

  it('starts by resetting the printer and choosing code page 860 (Portuguese) by Epson’s number', async () => {
    const bytes = await kitchenTicketBytes(ticket, 80, epson);
    expect(hex(bytes.slice(0, 2))).toBe('1b40');
    expect(indexOfBytes(bytes, [0x1b, 0x74, 3])).toBeGreaterThan(0);
  });

  it('writes the accents as code page 860 has them, never as UTF-8', async () => {
    const bytes = await kitchenTicketBytes(ticket, 80, epson);
    // 'Açaí' is A, ç (0x87), a, í (0xa1); 'São' is S, ã (0x84), o; 'Conceição' has ç and ã.
    expect(indexOfBytes(bytes, [0x41, 0x87, 0x61, 0xa1])).toBeGreaterThan(0);
    expect(indexOfBytes(bytes, [0x53, 0x84, 0x6f])).toBeGreaterThan(0);
    expect(indexOfBytes(bytes, [0xc3, 0xa7])).toBe(-1);
  });

  it('prints the order number at double size and ends with a cut', async () => {
    const bytes = await kitchenTicketBytes(ticket, 80, epson);
    const title = indexOfBytes(bytes, [...Buffer.from('Pedido #0042')]);
    expect(hex(bytes).lastIndexOf('1d2111', title)).toBeGreaterThan(0);
    expect(hex(bytes)).toMatch(/1d5600$/);
  });

  it('puts each amount at the end of a 32- or 48-column line', async () => {
    const text = async (paper: 58 | 80) => Buffer.from(await kitchenTicketBytes(ticket, paper, epson)).toString('latin1');
    // '1x Pão de queijo' is 16 characters (ã is one byte, 0x84) and '$ 6,50' six.
    const line = (columns: number) => `1x P${String.fromCharCode(0x84)}o de queijo${' '.repeat(columns - 16 - 6)}$ 6,50\n`;
    expect(await text(80)).toContain(line(48));
    expect(await text(58)).toContain(line(32));
  });

  it('the test page shows every pt-BR accent in the same code page', async () => {
    const bytes = await testPageBytes('Cantina', 58, epson);
    // ç ã õ â ê ô á é í ó ú à ü in code page 860.
    expect(indexOfBytes(bytes, [0x87, 0x20, 0x84, 0x20, 0x94, 0x20, 0x83, 0x20, 0x88, 0x20, 0x93, 0x20, 0xa0, 0x20, 0x82])).toBeGreaterThan(0);
  });
});

/** A delivery's comanda receipt: its order, the fee, the total the driver collects, the change. */
const receipt: InvoiceReceipt = {
  shopName: 'Cantina São João',
  title: 'Comanda #0042',
  heading: ['Delivery', 'Rua das Acácias, 77 - Apto 3', '14/03/2025 12:00', 'Conceição Araújo'],
  orders: [{ key: '1', title: 'Pedido #0042', lines: ticket.lines }],
  amounts: [
    { label: 'Taxa de entrega', amount: '$ 6,00', strong: false },
    { label: 'Total', amount: '$ 52,30', strong: true },
    { label: 'A receber', amount: '$ 100,00', strong: false },
    { label: 'Troco', amount: '$ 47,70', strong: false },
  ],
  payment: 'Cobrar: $ 52,30 em dinheiro, troco para $ 100,00',
  payments: [],
};

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('every ticket ends its lines with LF alone and stops at the cut', () => {
  const tickets: Array<[string, () => Promise<Uint8Array>]> = [
    ['the kitchen ticket', () => kitchenTicketBytes(ticket, 80, epson)],
    ['a delivery’s kitchen ticket with its fee', () => kitchenTicketBytes({ ...ticket, deliveryFee: '$ 6,00', total: '$ 52,30' }, 58, epson)],
    ['the comanda receipt', () => invoiceReceiptBytes(receipt, 80, epson)],
    ['the comanda receipt on 58 mm', () => invoiceReceiptBytes(receipt, 58, epson)],
    ['the test page', () => testPageBytes('Cantina', 80, epson)],
  ];

  it.each(tickets)('%s: no CR after any LF, and nothing after the cut', async (_name, encode) => {
    const bytes = await encode();
    expect(indexOfBytes(bytes, [0x0a, 0x0d])).toBe(-1);
    expect(bytes.includes(0x0d)).toBe(false);
    expect(hex(bytes.slice(-3))).toBe('1d5600');
    // The four lines fed before the cut bring the last line past the blade.
    expect(hex(bytes.slice(-7, -3))).toBe('0a0a0a0a');
  });
});

describe('the delivery fee on its own line, in a total that is what the driver collects', () => {
  it('on the kitchen ticket: items, fee, then the total with the fee', async () => {
    const text = latin1(await kitchenTicketBytes({ ...ticket, deliveryFee: '$ 6,00', total: '$ 52,30' }, 80, epson));
    const fee = text.indexOf(`Taxa de entrega${' '.repeat(48 - 15 - 6)}$ 6,00\n`);
    const total = text.indexOf(`Total${' '.repeat(48 - 5 - 7)}$ 52,30`);
    expect(fee).toBeGreaterThan(text.indexOf('1x P'));
    expect(total).toBeGreaterThan(fee);
    expect(text.indexOf('Cobrar: $ 52,30')).toBeGreaterThan(total);
  });

  it('no fee line where there is none', async () => {
    expect(latin1(await kitchenTicketBytes(ticket, 80, epson))).not.toContain('Taxa de entrega');
  });

  it('on the comanda receipt: the orders, each amount at the end of its line, then what to collect', async () => {
    // Bold on and off (ESC E n) wrap the total's row; the words and their places are what is checked.
    const text = latin1(await invoiceReceiptBytes(receipt, 58, epson)).replaceAll('\x1bE\x00', '').replaceAll('\x1bE\x01', '');
    const row = (label: string, amount: string) => `${label}${' '.repeat(32 - label.length - amount.length)}${amount}\n`;
    const order = text.indexOf('Pedido #0042');
    const rows = [row('Taxa de entrega', '$ 6,00'), row('Total', '$ 52,30'), row('A receber', '$ 100,00'), row('Troco', '$ 47,70')].map(
      (expected) => text.indexOf(expected),
    );
    expect(order).toBeGreaterThan(text.indexOf('Comanda #0042'));
    expect(rows[0]).toBeGreaterThan(order);
    expect(rows).toEqual([...rows].sort((a, b) => a - b));
    // Wrapped at a word on 32 columns.
    expect(text.indexOf('Cobrar: $ 52,30 em dinheiro,')).toBeGreaterThan(rows[3]);
    expect(text.indexOf('troco para $ 100,00')).toBeGreaterThan(rows[3]);
  });
});

describe('the parts on the thermal comanda receipt', () => {
  it("prints 'Pagamentos' and each part under what to collect", async () => {
    const withParts: InvoiceReceipt = {
      ...receipt,
      payments: [
        { title: 'Pix · $ 20,00', detail: 'Ana Souza às 20:14' },
        { title: 'Dinheiro · $ 32,30', detail: 'Ana Souza às 20:15 · Recebido $ 50,00 · Troco $ 17,70' },
      ],
    };
    const text = latin1(await invoiceReceiptBytes(withParts, 80, epson)).replaceAll('\x1bE\x00', '').replaceAll('\x1bE\x01', '');
    const heading = text.indexOf('Pagamentos\n');
    expect(heading).toBeGreaterThan(text.indexOf('Cobrar: $ 52,30'));
    // '·' and 'à' are one byte each of code page 860, read here as any character; a long line wraps at a word.
    const pix = text.search(/Pix . \$ 20,00\n/);
    const cash = text.search(/Dinheiro . \$ 32,30\n/);
    expect(pix).toBeGreaterThan(heading);
    expect(cash).toBeGreaterThan(pix);
    expect(text.search(/Troco\s+\$ 17,70/)).toBeGreaterThan(cash);
    // Without parts, no heading.
    expect(latin1(await invoiceReceiptBytes(receipt, 80, epson))).not.toContain('Pagamentos');
  });
});

describe('the service charge on the thermal comanda receipt', () => {
  it("prints 'Taxa de serviço (10%)' on its own line, above the total that includes it", async () => {
    // R$ 55,55 of a dine-in order at 10%: R$ 5,56 of service, R$ 61,11 in all.
    const invoice = anInvoice({ serviceCharge: 5.56, serviceChargePercent: 10, total: 61.11, orders: [anOrder({ total: 55.55 })] });
    const text = latin1(await invoiceReceiptBytes(invoiceReceiptOf(invoice, 'Bar', 'Comanda'), 80, epson))
      .replaceAll('\x1bE\x00', '')
      .replaceAll('\x1bE\x01', '');
    // 'ç' is one byte of code page 860, read here as any character.
    const service = text.search(/Taxa de servi.o \(10%\) +\$ 5,56\n/);
    const total = text.indexOf(`Total${' '.repeat(48 - 5 - 7)}$ 61,11\n`);
    expect(service).toBeGreaterThan(text.indexOf('1x X-Burger'));
    expect(total).toBeGreaterThan(service);
  });
});
