import { IonInput } from '@ionic/react';
import { useMaskito } from '@maskito/react';
import type { FormikProps } from 'formik';
import { ionFieldProps } from '@/shared/forms/ionFormik';
import { formatMoneyInput, parseMoneyInput } from '@/shared/lib/money';
import { centsMask, ionInputElement } from '@/shared/forms/masks';

interface Props<V> {
  formik: FormikProps<V>;
  name?: string;
  label?: string;
}

export function PriceInput<V>({ formik, name = 'price', label = 'Preço' }: Props<V>) {
  const maskRef = useMaskito({ options: centsMask, elementPredicate: ionInputElement });
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
