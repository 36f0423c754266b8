/**
 * '1.234,50' from 1234.5. Written out instead of Intl.NumberFormat: constructing one loads the locale's data,
 * some 50 ms of main thread in a fresh page (200 ms on a phone) before the first price shows.
 */
function formatAmount(value: number): string {
  const cents = Math.round(Math.abs(value) * 100);
  const units = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
  const text = `${units},${String(cents % 100).padStart(2, '0')}`;
  return value < 0 && cents > 0 ? `-${text}` : text;
}

/** Keeps typed amounts far from the float range where cents stop being exact. */
const MAX_INPUT_DIGITS = 12;

/** '$ 1.234,50': the spec asks for a bare '$' (not 'R$') followed by a plain space. */
export function formatMoney(value: number | null | undefined): string {
  const amount = Number.isFinite(value) ? (value as number) : 0;
  const text = formatAmount(Math.abs(amount));
  return amount < 0 && text !== '0,00' ? `-$ ${text}` : `$ ${text}`;
}

/** Cents avoid float drift when amounts are added or compared. */
export function toCents(value: number): number {
  return Math.round(value * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/**
 * The price inputs fill from the right (typing 1, 2, 5, 0 gives 12,50), so the typed text is read as cents.
 * Null when nothing numeric was typed, so a required rule can tell an empty field from zero.
 */
export function parseMoneyInput(text: string | number | null | undefined): number | null {
  const digits = String(text ?? '')
    .replace(/\D/g, '')
    .slice(0, MAX_INPUT_DIGITS);
  return digits ? fromCents(Number(digits)) : null;
}

/** What the price input shows for a value: '1.234,50', or empty for no value. */
export function formatMoneyInput(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatAmount(value) : '';
}

/** Whole reais a typed amount may have: the cash desk's largest note count stays far below it. */
const MAX_REAIS_DIGITS = 6;

/** Reais as a cashier types them: '20' is twenty reais, '20,5' and '20,50' twenty and fifty centavos. */
export const REAIS_INPUT = new RegExp(`^\\d{0,${MAX_REAIS_DIGITS}}(,\\d{0,2})?$`);

/**
 * What a field typed in reais holds: '20' is 20, '20,5' is 20.5, ',5' is 0.5. Null when nothing numeric was typed
 * (or the text is not reais as typed), so a field left empty is told apart from zero.
 */
export function parseReaisInput(text: string | null | undefined): number | null {
  const typed = (text ?? '').trim();
  if (!REAIS_INPUT.test(typed) || !/\d/.test(typed)) return null;
  const [units, centavos = ''] = typed.split(',');
  return fromCents(Number(units || '0') * 100 + Number(centavos.padEnd(2, '0')));
}

/** What a field typed in reais shows for an amount: '50' for 50, '42,50' for 42.5, empty for none. */
export function formatReaisInput(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return '';
  const cents = Math.round(value * 100);
  const units = String(Math.floor(cents / 100));
  return cents % 100 === 0 ? units : `${units},${String(cents % 100).padStart(2, '0')}`;
}
