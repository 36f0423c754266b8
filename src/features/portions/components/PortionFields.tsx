import { IonItem, IonToggle } from '@ionic/react';
import type { FormikProps } from 'formik';
import { Field } from '@/shared/menu/Field';
import { ionCheckedProps } from '@/shared/forms/ionFormik';
import { PriceInput } from '@/shared/menu/PriceInput';
import type { PortionForm } from '../schema';
import { NameField } from '@/shared/menu/NameField';

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
