/**
 * The static Pix BR Code (Banco Central's BR Code manual over EMV QRCPS, merchant-presented mode): fields as
 * ID + two-digit length + value, closed by a CRC16-CCITT-FALSE of everything before it, '6304' included.
 */

/** The Pix arrangement's globally unique identifier (ID 26, sub-ID 00). */
export const PIX_GUI = 'br.gov.bcb.pix';
/** A txid is at most 25 letters and digits; '***' when the receiver names none. */
export const TXID_MAX = 25;

export interface BrCodeFields {
  key: string;
  /** Already as the code carries them (contract/pix.ts `pixTextOf`). */
  merchantName: string;
  merchantCity: string;
  /** In cents; null leaves the amount for the payer to type. */
  amountCents: number | null;
  txid: string;
  /** '12': the code is meant to be paid once (one comanda's bill); null leaves the field out. */
  pointOfInitiation?: '11' | '12' | null;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF, no reflection, no final xor) as four capital hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function field(id: string, value: string): string {
  const length = Buffer.byteLength(value, 'utf8');
  if (length > 99) throw new Error(`BR Code field ${id} is ${length} long; at most 99 fit`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

/**
 * 'Comanda #7' pays with txid 'COMANDA7', and the second of its parts ('Dividir conta') with 'COMANDA7P2': the bank
 * statement tells the parts apart, in the order the comanda lists them. Letters and digits only, at most 25: a long
 * code loses its end, never the part.
 */
export function txidOf(invoiceCode: string, part?: number): string {
  const suffix = part === undefined ? '' : `P${part}`;
  return `COMANDA${invoiceCode.replace(/[^A-Za-z0-9]/g, '')}`.slice(0, TXID_MAX - suffix.length) + suffix;
}

/** The amount as ID 54 writes it: reais with a dot and two decimals ('10.00'). */
export const brCodeAmountOf = (cents: number): string => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export function brCodeOf(fields: BrCodeFields): string {
  const account = field('00', PIX_GUI) + field('01', fields.key);
  const body = [
    field('00', '01'),
    fields.pointOfInitiation ? field('01', fields.pointOfInitiation) : '',
    field('26', account),
    field('52', '0000'),
    field('53', '986'),
    fields.amountCents === null ? '' : field('54', brCodeAmountOf(fields.amountCents)),
    field('58', 'BR'),
    field('59', fields.merchantName),
    field('60', fields.merchantCity),
    field('62', field('05', fields.txid)),
    '6304',
  ].join('');
  return body + crc16(body);
}
