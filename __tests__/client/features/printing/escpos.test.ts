import '../../support/encoderGlobals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { kitchenTicketBytes, testPageBytes, type PrinterDialect } from '@/features/printing/escpos';
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
    expect(hex(bytes)).toMatch(/1d56(00|01|41|42)(0a|0d){0,4}$/);
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
