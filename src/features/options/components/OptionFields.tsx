import { IonInput, IonItem, IonTextarea, IonToggle } from '@ionic/react';
import type { FormikProps } from 'formik';
import { Field } from '@/shared/menu/Field';
import { ionCheckedProps, ionFieldProps } from '@/shared/forms/ionFormik';
import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH } from '@/shared/menu/fields';
import { PriceInput } from '@/shared/menu/PriceInput';
import type { OptionForm } from '../schema';

interface Props {
  formik: FormikProps<OptionForm>;
  /** The details screen has its own switch that saves at once. */
  withAvailability?: boolean;
}

export function OptionFields({ formik, withAvailability = false }: Props) {
  // IonTextarea takes text only; the description is always text here.
  const description = ionFieldProps(formik, 'description');
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
        <IonTextarea
          {...description}
          value={String(description.value)}
          label="Descrição"
          labelPlacement="floating"
          fill="outline"
          autoGrow
          rows={2}
          counter
          maxlength={DESCRIPTION_MAX_LENGTH}
        />
      </Field>
      <Field>
        <PriceInput formik={formik} />
      </Field>
      {withAvailability ? (
        <IonItem lines="none">
          <IonToggle {...ionCheckedProps(formik, 'isAvailable')}>Disponível?</IonToggle>
        </IonItem>
      ) : null}
    </>
  );
}
