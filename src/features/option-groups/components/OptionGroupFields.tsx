import { IonInput, IonItem, IonToggle } from '@ionic/react';
import type { FormikProps } from 'formik';
import { Field } from '@/shared/menu/Field';
import { ionCheckedProps, ionFieldProps } from '@/shared/forms/ionFormik';
import { formatQuantity, parseQuantity, QUANTITY_MAX, QUANTITY_MIN } from '@/shared/menu/fields';
import type { EditableForm } from '@/shared/menu/recordForm';
import type { OptionGroup } from '../api';
import { EMPTY_OPTION_GROUP_FORM, formOfOptionGroup, QUANTITY_PLACEHOLDER, type OptionGroupForm } from '../rules';
import { optionGroupSchema } from '../schema';
import { NameField } from '@/shared/menu/NameField';

interface Props {
  formik: FormikProps<OptionGroupForm>;
  /** The details screen has its own 'Ativo?' switch that saves at once. */
  withSwitch?: boolean;
}

export function OptionGroupFields({ formik, withSwitch = false }: Props) {
  return (
    <>
      <NameField formik={formik} name="title" />
      <Field>
        <IonInput
          {...ionFieldProps<OptionGroupForm, number | null>(formik, 'maxLength', { parse: parseQuantity, format: formatQuantity })}
          label="Quantidade máxima"
          labelPlacement="floating"
          fill="outline"
          type="number"
          inputmode="numeric"
          min={QUANTITY_MIN}
          max={QUANTITY_MAX}
          placeholder={QUANTITY_PLACEHOLDER}
        />
      </Field>
      <IonItem lines="none">
        <IonToggle {...ionCheckedProps(formik, 'isRequired')}>Obrigatório?</IonToggle>
      </IonItem>
      {withSwitch ? (
        <IonItem lines="none">
          <IonToggle {...ionCheckedProps(formik, 'isActive')}>Ativo?</IonToggle>
        </IonItem>
      ) : null}
    </>
  );
}

/** An option group's form, in 'Novo opcional' and on its screen. */
export const optionGroupForm: EditableForm<OptionGroupForm, OptionGroup> = {
  empty: EMPTY_OPTION_GROUP_FORM,
  schema: optionGroupSchema,
  Fields: OptionGroupFields,
  of: formOfOptionGroup,
};
