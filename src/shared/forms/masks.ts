import type { MaskitoElementPredicate, MaskitoOptions } from '@maskito/core';
import { formatMoneyInput, parseMoneyInput } from '@/shared/lib/money';

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

/** IonInput keeps its native input in its own markup; Maskito must bind to that one. */
export const ionInputElement: MaskitoElementPredicate = (host) => (host as HTMLIonInputElement).getInputElement();
