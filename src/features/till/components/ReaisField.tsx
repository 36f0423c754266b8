import { IonInput } from '@ionic/react';
import { useMaskito } from '@maskito/react';
import type { FormikProps } from 'formik';
import { ionFieldProps } from '@/shared/forms/ionFormik';
import { ionInputElement } from '@/shared/forms/masks';
import { reaisMask } from '@/shared/forms/reaisInput';

interface Props<V> {
  formik: FormikProps<V>;
  name: string;
  label: string;
}

/** An amount in reais as a cashier types it ('20' is $ 20,00, '1.000' a thousand), kept as typed in the form. */
export function ReaisField<V>({ formik, name, label }: Props<V>) {
  const maskRef = useMaskito({ options: reaisMask, elementPredicate: ionInputElement });
  const field = ionFieldProps(formik, name);
  return (
    <IonInput
      ref={maskRef}
      {...field}
      className={field.className ? `till-reais ${field.className}` : 'till-reais'}
      label={label}
      labelPlacement="floating"
      fill="outline"
      inputmode="decimal"
      placeholder="0"
    >
      <div slot="start" aria-hidden="true">
        $
      </div>
    </IonInput>
  );
}
