import { IonInput } from '@ionic/react';
import type { MaskitoElementPredicate, MaskitoOptions } from '@maskito/core';
import { useMaskito } from '@maskito/react';
import type { FormikProps } from 'formik';
import { ionFieldProps } from '../../../shared/forms/ionFormik';
import { formatMoneyInput, parseMoneyInput } from '../../../shared/lib/money';

/**
 * Spec 5: BRL in Brazilian format with automatic decimals. Every keystroke is read as cents (typing 1, 2, 5, 0
 * gives 12,50) and redrawn with the caret at the end, so the separators never get in the way.
 */
const centsMask: MaskitoOptions = {
  mask: /^[\d.,]*$/,
  postprocessors: [
    ({ value }) => {
      const text = formatMoneyInput(parseMoneyInput(value));
      return { value: text, selection: [text.length, text.length] };
    },
  ],
};

const nativeInputOf: MaskitoElementPredicate = async (element) => (element as HTMLIonInputElement).getInputElement();

interface Props<V> {
  formik: FormikProps<V>;
  name?: string;
  label?: string;
}

export function PriceInput<V>({ formik, name = 'price', label = 'Preço' }: Props<V>) {
  const maskRef = useMaskito({ options: centsMask, elementPredicate: nativeInputOf });
  return (
    <IonInput
      ref={maskRef}
      {...ionFieldProps<V, number | null>(formik, name, { parse: parseMoneyInput, format: formatMoneyInput })}
      label={label}
      labelPlacement="floating"
      fill="outline"
      inputmode="decimal"
      placeholder="0,00"
    >
      <div slot="start" aria-hidden="true">
        $
      </div>
    </IonInput>
  );
}
