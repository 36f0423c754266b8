import { SHOP_TIME_ZONE } from './day-range';
import { toReais } from './money';

/* The spreadsheets a shop downloads ('Resumo', its orders and its till closings), for Excel in pt-BR. */

export const dateOf = new Intl.DateTimeFormat('pt-BR', { timeZone: SHOP_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
export const timeOf = new Intl.DateTimeFormat('pt-BR', { timeZone: SHOP_TIME_ZONE, hour: '2-digit', minute: '2-digit' });

/** Excel in pt-BR reads '12,50' as a number: comma decimals, no symbol, no thousands mark. */
export const csvMoney = (cents: number): string => toReais(cents).toFixed(2).replace('.', ',');

// What makes a spreadsheet read a cell as a formula: =, +, - or @ (in ASCII or fullwidth, which some spreadsheets
// fold to ASCII), even after leading spaces; or a tab or carriage return first.
const FORMULA_START = /^(?:[\t\r]|[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

/**
 * One cell: quoted when it holds the separator, a quote or a line break; text that a spreadsheet would run as a
 * formula is marked as text with a leading apostrophe.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** An amount the server computed, written as a number even when negative: the formula guard is for people's text. */
export interface MoneyCell {
  cents: number;
}
export const moneyCell = (cents: number): MoneyCell => ({ cents });

const cellText = (cell: string | MoneyCell): string => (typeof cell === 'string' ? csvCell(cell) : csvMoney(cell.cents));

/** The file: UTF-8 with a BOM (Excel reads it as UTF-8 then), semicolons, Windows line breaks. */
export const csvDocument = (header: readonly string[], rows: readonly (string | MoneyCell)[][]): string =>
  `\uFEFF${[header, ...rows].map((row) => row.map(cellText).join(';')).join('\r\n')}\r\n`;
