/**
 * The till's plain values ('Caixa'): the movements' kinds and names, the methods a closing counts and the reason's
 * length, apart from the schemas (till.ts) so the app takes them without TypeBox.
 */
export const tillMovementKinds = ['sangria', 'suprimento'] as const;
export type TillMovementKind = (typeof tillMovementKinds)[number];

export const TILL_MOVEMENT_LABELS: Record<TillMovementKind, string> = { sangria: 'Sangria', suprimento: 'Suprimento' };

/** The methods a till counts: every one recorded at the counter (online pays itself and never reaches a drawer). */
export const tillMethods = ['cash', 'pix', 'creditCard', 'debitCard', 'mealVoucher'] as const;
export type TillMethod = (typeof tillMethods)[number];

export const TILL_REASON_MAX_LENGTH = 80;
