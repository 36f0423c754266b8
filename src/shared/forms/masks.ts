import type { MaskitoElementPredicate, MaskitoOptions } from '@maskito/core';
import { formatMoneyInput, parseMoneyInput, REAIS_INPUT } from '@/shared/lib/money';

/**
 * BRL in Brazilian format with automatic decimals (spec 5). Every keystroke is read as cents (typing 1, 2, 5, 0
 * gives 12,50) and redrawn with the caret at the end, so the separators never get in the way.
 */
export const centsMask: MaskitoOptions = {
  mask: /^[\d.,]*$/,
  postprocessors: [
    ({ value }) => {
      const text = formatMoneyInput(parseMoneyInput(value));
      return { value: text, selection: [text.length, text.length] };
    },
  ],
};

/**
 * Reais typed the way a cashier counts them: '20' is R$ 20,00, and a comma starts the centavos (two at most). A
 * point typed on a keyboard that offers it counts as that comma; anything else is refused as it is typed.
 */
export const reaisMask: MaskitoOptions = {
  mask: REAIS_INPUT,
  preprocessors: [
    ({ elementState: { value, selection }, data }) => ({
      elementState: { value: value.replace(/\./g, ','), selection },
      data: data.replace(/\./g, ','),
    }),
  ],
};

/** IonInput keeps its native input in its own markup; Maskito must bind to that one. */
export const ionInputElement: MaskitoElementPredicate = (host) => (host as HTMLIonInputElement).getInputElement();
