import { IonItem, IonToggle } from '@ionic/react';
import type { FormikProps } from 'formik';
import { Field } from '@/shared/menu/Field';
import { ionCheckedProps } from '@/shared/forms/ionFormik';
import { PriceInput } from '@/shared/menu/PriceInput';
import type { EditableForm } from '@/shared/menu/recordForm';
import type { Portion } from '../api';
import { EMPTY_PORTION_FORM, formOfPortion } from '../rules';
import { portionSchema, type PortionForm } from '../schema';
import { NameField } from '@/shared/menu/NameField';

/** A portion has no switch of its own on its screen: 'Disponível?' is always one of its fields. */
export function PortionFields({ formik }: { formik: FormikProps<PortionForm> }) {
  return (
    <>
      <NameField formik={formik} />
      <Field>
        <PriceInput formik={formik} />
      </Field>
      <IonItem lines="none">
        <IonToggle {...ionCheckedProps(formik, 'isAvailable')}>Disponível?</IonToggle>
      </IonItem>
    </>
  );
}

/** A portion's form, in 'Nova porção' and on its screen. */
export const portionForm: EditableForm<PortionForm, Portion> = { empty: EMPTY_PORTION_FORM, schema: portionSchema, Fields: PortionFields, of: formOfPortion };
