import { maskitoNumberOptionsGenerator, maskitoParseNumber, maskitoStringifyNumber, type MaskitoNumberParams } from '@maskito/kit';
import type { MaskitoOptions } from '@maskito/core';

/**
 * Reais as a cashier counts them, in the Brazilian way: '20' is R$ 20,00, '1.000' a thousand reais, a comma starts
 * the centavos (two at most). The cash desk's largest count stays far below the ceiling.
 */
const REAIS_TYPED: MaskitoNumberParams = {
  thousandSeparator: '.',
  decimalSeparator: ',',
  maximumFractionDigits: 2,
  min: 0,
  max: 999_999.99,
};

/** The mask of a field typed in reais: the thousands are grouped as they are typed, anything else is refused. */
export const reaisMask: MaskitoOptions = maskitoNumberOptionsGenerator(REAIS_TYPED);

/**
 * What a field typed in reais holds: '1.000' is 1000, '1.000,50' 1000.5, ',5' 0.5. Null when nothing numeric was
 * typed, so a field left empty is told apart from zero.
 */
export function parseReaisTyped(text: string | null | undefined): number | null {
  const value = maskitoParseNumber(text ?? '', REAIS_TYPED);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** What a field typed in reais shows for an amount, as a cashier would type it: '50', '1.000', '42,50'; empty for none. */
export function formatReaisTyped(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return '';
  const wholeReais = Math.round(value * 100) % 100 === 0;
  return maskitoStringifyNumber(value, { ...REAIS_TYPED, minimumFractionDigits: wholeReais ? 0 : 2 });
}
