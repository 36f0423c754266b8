import { object, string } from 'yup';
import { TILL_REASON_MAX_LENGTH, tillMethods, tillMovementKinds, type TillMethod, type TillMovementKind } from '@contract/till-values';
import { parseReaisTyped } from '@/shared/forms/reaisInput';
import '@/shared/forms/locale';

export const AMOUNT_REQUIRED = 'Informe o valor.';
export const AMOUNT_POSITIVE = 'Informe um valor maior que zero.';
export const REASON_REQUIRED = 'Informe o motivo.';

// The fields hold the text as typed ('1.000', '42,50'): a comma typed last must stay on screen until the centavos come.
const typedReais = string().test('typed', AMOUNT_REQUIRED, (text) => parseReaisTyped(text) !== null);

/** 'Abrir caixa': the float, zero allowed (a drawer with no change), never left empty by mistake. */
export const openTillSchema = object({ float: typedReais });

/** 'Sangria' or 'Suprimento': a positive amount and why. */
export const movementSchema = object({
  kind: string<TillMovementKind>().oneOf(tillMovementKinds).required(),
  amount: typedReais.test('positive', AMOUNT_POSITIVE, (text) => {
    // An empty field says 'Informe o valor.' alone.
    const amount = parseReaisTyped(text);
    return amount === null || amount > 0;
  }),
  reason: string().label('Motivo').trim().required(REASON_REQUIRED).max(TILL_REASON_MAX_LENGTH),
});

/** 'Corrigir contagem': the method, its new count (zero allowed) and why. */
export const correctionSchema = object({
  method: string<TillMethod>().oneOf(tillMethods).required(),
  counted: typedReais,
  reason: string().label('Motivo').trim().required(REASON_REQUIRED).max(TILL_REASON_MAX_LENGTH),
});
