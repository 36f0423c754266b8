import { IonInput, IonItem, IonToggle } from '@ionic/react';
import type { FormikProps } from 'formik';
import { Field } from '@/shared/menu/Field';
import { ionCheckedProps, ionFieldProps } from '@/shared/forms/ionFormik';
import { NAME_MAX_LENGTH } from '@/shared/menu/fields';
import { PriceInput } from '@/shared/menu/PriceInput';
import type { PortionForm } from '../schema';

export function PortionFields({ formik }: { formik: FormikProps<PortionForm> }) {
  return (
    <>
      <Field>
        <IonInput
          {...ionFieldProps(formik, 'name')}
          label="Nome"
          labelPlacement="floating"
          fill="outline"
          counter
          maxlength={NAME_MAX_LENGTH}
        />
      </Field>
      <Field>
        <PriceInput formik={formik} />
      </Field>
      <IonItem lines="none">
        <IonToggle {...ionCheckedProps(formik, 'isAvailable')}>Disponível?</IonToggle>
      </IonItem>
    </>
  );
}
