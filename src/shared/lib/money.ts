const amountFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Keeps typed amounts far from the float range where cents stop being exact. */
const MAX_INPUT_DIGITS = 12;

/** '$ 1.234,50': the spec asks for a bare '$' (not 'R$') followed by a plain space. */
export function formatMoney(value: number | null | undefined): string {
  const amount = Number.isFinite(value) ? (value as number) : 0;
  const text = amountFormat.format(Math.abs(amount));
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
  return typeof value === 'number' && Number.isFinite(value) ? amountFormat.format(value) : '';
}
