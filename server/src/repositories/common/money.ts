/** The database keeps integer cents; the API speaks reais as numbers (12.5 is R$ 12,50). */
export const toReais = (cents: number): number => cents / 100;

/** Rounds away the float error of amounts typed in reais (0.1 + 0.2 is 30 cents, not 30.000000000000004). */
export const toCents = (reais: number): number => Math.round(reais * 100);
