import type ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { KitchenTicket } from './kitchenTicket';
import type { PaperWidth } from './rules';

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
  })
    .initialize()
    .codepage('auto');
}

/** The kitchen ticket in the printer's own commands: the order's number large enough to read from the pass. */
export async function kitchenTicketBytes(ticket: KitchenTicket, paper: PaperWidth, dialect: PrinterDialect): Promise<Uint8Array> {
  const columns = COLUMNS[paper];
  const encoder = await encoderFor(paper, dialect);
  if (ticket.shopName) encoder.align('center').line(ticket.shopName);
  encoder.align('center').bold(true).size(2, 2).line(ticket.title).size(1, 1).bold(false).align('left');
  for (const line of ticket.heading) encoder.line(line);
  if (ticket.banner) encoder.bold(true).line(ticket.banner).bold(false);
  encoder.rule();
  const rows = ticket.lines.flatMap((line) => [[line.label, line.amount], ...line.options.map((option) => [`  ${option}`, ''])]);
  encoder.table(
    [
      { width: columns - AMOUNT_WIDTH - 1, marginRight: 1, align: 'left' },
      { width: AMOUNT_WIDTH, align: 'right' },
    ],
    rows,
  );
  encoder.rule();
  encoder.bold(true).table(
    [
      { width: columns - AMOUNT_WIDTH - 1, marginRight: 1, align: 'left' },
      { width: AMOUNT_WIDTH, align: 'right' },
    ],
    [['Total', ticket.total]],
  );
  if (ticket.payment) encoder.line(ticket.payment);
  return encoder.bold(false).cut().encode();
}

/** 'Imprimir teste': the roll's width ruled out and every accent of pt-BR, to check the code page by eye. */
export async function testPageBytes(shopName: string | null, paper: PaperWidth, dialect: PrinterDialect): Promise<Uint8Array> {
  const encoder = await encoderFor(paper, dialect);
  return encoder
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
    .rule()
    .cut()
    .encode();
}
