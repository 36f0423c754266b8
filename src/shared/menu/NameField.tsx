import { IonInput } from '@ionic/react';
import type { FormikProps } from 'formik';
import { ionFieldProps } from '@/shared/forms/ionFormik';
import { Field } from './Field';
import { NAME_MAX_LENGTH } from './fields';

interface Props<V> {
  formik: FormikProps<V>;
  /** The form's field: 'name', or 'title' for categories and option groups. */
  name?: string;
  maxLength?: number;
}

/** A menu record's 'Nome', with its counter. */
export function NameField<V>({ formik, name = 'name', maxLength = NAME_MAX_LENGTH }: Props<V>) {
  return (
    <Field>
      <IonInput {...ionFieldProps(formik, name)} label="Nome" labelPlacement="floating" fill="outline" counter maxlength={maxLength} />
    </Field>
  );
}
