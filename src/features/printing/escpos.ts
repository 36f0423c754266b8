import type ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { InvoiceReceipt, ReceiptAmount } from './invoiceReceipt';
import type { KitchenTicket, TicketLine } from './kitchenTicket';
import type { PaperWidth } from './rules';
import type { TillClosingReceipt } from './tillClosingReceipt';
import { appendPixQr } from './pixQrCommands';

/** What the paired printer speaks, as its transport reported on connecting (a serial port reports nothing). */
export interface PrinterDialect {
  language: 'esc-pos' | 'star-prnt' | 'star-line';
  codepageMapping: string | null;
}

/** Characters per line in the printer's normal font: 32 on a 58 mm roll, 48 on an 80 mm one. */
export const COLUMNS: Record<PaperWidth, number> = { 58: 32, 80: 48 };

/** cp860 (Portuguese) holds every pt-BR accent (ç, ã, õ, â, ê, é, í, ó, ú, à); cp850 for a printer without it. */
const CODEPAGES = ['cp860', 'cp850'] as const;
const AMOUNT_WIDTH = 11;
const LF = 0x0a;

/** The encoder loads with the first print: Configurações and a device that never prints do without it. */
async function encoderFor(paper: PaperWidth, dialect: PrinterDialect): Promise<ReceiptPrinterEncoder> {
  const { default: Encoder } = await import('@point-of-sale/receipt-printer-encoder');
  return new Encoder({
    language: dialect.language,
    columns: COLUMNS[paper],
    // Epson's numbering is the one most ESC/POS printers sold in Brazil (Elgin, Bematech, Epson) follow.
    codepageMapping: (dialect.codepageMapping ?? 'epson') as 'epson',
    codepageCandidates: [...CODEPAGES],
    feedBeforeCut: 4,
    // LF alone ends a line: the encoder's default LF CR double-spaces every line on a printer set to feed on CR.
    newline: '\n',
  })
    .initialize()
    .codepage('auto');
}

/**
 * Cuts and encodes. The encoder ends every line it composed with a newline, the cut's own included, so the paper
 * would feed a line past the cut (onto the next ticket); that last newline is dropped.
 */
export function cutAndEncode(encoder: ReceiptPrinterEncoder): Uint8Array {
  const bytes = encoder.cut().encode();
  return bytes[bytes.length - 1] === LF ? bytes.slice(0, -1) : bytes;
}

/** Label and amount rows, the amount at the end of the line: an item, a fee, a total. */
function amountRows(encoder: ReceiptPrinterEncoder, columns: number, rows: string[][]): ReceiptPrinterEncoder {
  return encoder.table(
    [
      { width: columns - AMOUNT_WIDTH - 1, marginRight: 1, align: 'left' },
      { width: AMOUNT_WIDTH, align: 'right' },
    ],
    rows,
  );
}

const itemRows = (lines: TicketLine[]) =>
  lines.flatMap((line) => [[line.label, line.amount], ...line.options.map((option) => [`  ${option}`, ''])]);

/** The kitchen ticket in the printer's own commands: the order's number large enough to read from the pass. */
export async function kitchenTicketBytes(ticket: KitchenTicket, paper: PaperWidth, dialect: PrinterDialect): Promise<Uint8Array> {
  const columns = COLUMNS[paper];
  const encoder = await encoderFor(paper, dialect);
  if (ticket.shopName) encoder.align('center').line(ticket.shopName);
  encoder.align('center').bold(true).size(2, 2).line(ticket.title).size(1, 1).bold(false).align('left');
  for (const line of ticket.heading) encoder.line(line);
  if (ticket.banner) encoder.bold(true).line(ticket.banner).bold(false);
  encoder.rule();
  amountRows(encoder, columns, itemRows(ticket.lines));
  encoder.rule();
  if (ticket.deliveryFee) amountRows(encoder, columns, [['Taxa de entrega', ticket.deliveryFee]]);
  amountRows(encoder.bold(true), columns, [['Total', ticket.total]]);
  if (ticket.payment) encoder.line(ticket.payment);
  return cutAndEncode(encoder.bold(false));
}

/**
 * The comanda's receipt in the printer's own commands: its orders, the fee, the total, how it is paid and, when the
 * comanda has one, its Pix code as a QR.
 */
export async function invoiceReceiptBytes(
  receipt: InvoiceReceipt,
  paper: PaperWidth,
  dialect: PrinterDialect,
  pixPayload: string | null = null,
): Promise<Uint8Array> {
  const columns = COLUMNS[paper];
  const encoder = await encoderFor(paper, dialect);
  encoder.align('center').bold(true).line(receipt.shopName).line(receipt.title).bold(false).align('left');
  for (const line of receipt.heading) encoder.line(line);
  encoder.rule();
  for (const order of receipt.orders) {
    encoder.bold(true).line(order.title).bold(false);
    amountRows(encoder, columns, itemRows(order.lines));
  }
  encoder.rule();
  for (const line of receipt.amounts) amountRows(encoder.bold(line.strong), columns, [[line.label, line.amount]]).bold(false);
  if (receipt.payment) encoder.bold(true).line(receipt.payment).bold(false);
  if (receipt.payments.length > 0) {
    encoder.bold(true).line('Pagamentos').bold(false);
    for (const part of receipt.payments) encoder.line(part.title).line(`  ${part.detail}`);
  }
  if (pixPayload) appendPixQr(encoder, pixPayload);
  return cutAndEncode(encoder);
}

/** The code pages hold no minus sign (U+2212): the printer gets the hyphen a till slip has always had. */
const plainMinus = (text: string): string => text.replace(/\u2212/g, '-');

function amountLines(encoder: ReceiptPrinterEncoder, columns: number, rows: readonly ReceiptAmount[]): void {
  for (const line of rows) amountRows(encoder.bold(line.strong), columns, [[plainMinus(line.label), plainMinus(line.amount)]]).bold(false);
}

/** A till's closing in the printer's own commands: its number large, then the drawer, each method and the movements. */
export async function tillClosingBytes(receipt: TillClosingReceipt, paper: PaperWidth, dialect: PrinterDialect): Promise<Uint8Array> {
  const columns = COLUMNS[paper];
  const encoder = await encoderFor(paper, dialect);
  encoder.align('center').bold(true).line(receipt.shopName).line(receipt.title).bold(false).align('left');
  for (const line of receipt.heading) encoder.line(line);
  encoder.rule();
  amountLines(encoder, columns, receipt.cash);
  encoder.rule();
  for (const method of receipt.methods) {
    encoder.bold(true).line(method.method).bold(false);
    amountLines(encoder, columns, method.rows);
  }
  encoder.rule();
  amountLines(encoder, columns, receipt.totals);
  if (receipt.movements.length > 0) {
    encoder.rule().bold(true).line('Sangrias e suprimentos').bold(false);
    amountLines(encoder, columns, receipt.movements);
  }
  return cutAndEncode(encoder);
}

/** 'Imprimir teste': the roll's width ruled out and every accent of pt-BR, to check the code page by eye. */
export async function testPageBytes(shopName: string | null, paper: PaperWidth, dialect: PrinterDialect): Promise<Uint8Array> {
  const encoder = await encoderFor(paper, dialect);
  encoder
    .align('center')
    .bold(true)
    .line('Teste de impressão')
    .bold(false)
    .line(shopName ?? '')
    .line(`Papel de ${paper} mm`)
    .align('left')
    .rule()
    .line('ç ã õ â ê ô á é í ó ú à ü')
    .line('Ç Ã Õ Â Ê Ô Á É Í Ó Ú À Ü')
    .line('Ação, pão, café, açaí, limão')
    .rule();
  return cutAndEncode(encoder);
}
