import { IonItem, IonTextarea, IonToggle } from '@ionic/react';
import type { FormikProps } from 'formik';
import { Field } from './Field';
import { ionCheckedProps, ionFieldProps } from '@/shared/forms/ionFormik';
import { DESCRIPTION_MAX_LENGTH } from './fields';
import { PriceInput } from './PriceInput';
import type { EditableForm } from './recordForm';
import { EMPTY_SELLABLE_FORM, formOfSellable, sellableSchema, type Sellable, type SellableForm } from './sellable';
import { NameField } from './NameField';

interface Props {
  formik: FormikProps<SellableForm>;
  /** The details screen has its own switch that saves at once. */
  withAvailability?: boolean;
  /** A product's description is longer than an option's. */
  descriptionRows: number;
}

/** A product's or an option's name, description with its counter to 255, and the BRL price. */
export function SellableFields({ formik, withAvailability = false, descriptionRows }: Props) {
  // IonTextarea takes text only; the description is always text here.
  const description = ionFieldProps(formik, 'description');
  return (
    <>
      <NameField formik={formik} />
      <Field>
        <IonTextarea
          {...description}
          value={String(description.value)}
          label="Descrição"
          labelPlacement="floating"
          fill="outline"
          autoGrow
          rows={descriptionRows}
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

/** A product's or an option's form; a product's description gets more rows than an option's. */
export function sellableForm(descriptionRows: number): EditableForm<SellableForm, Sellable> {
  function Fields({ formik, withSwitch }: { formik: FormikProps<SellableForm>; withSwitch?: boolean }) {
    return <SellableFields formik={formik} descriptionRows={descriptionRows} withAvailability={withSwitch} />;
  }
  return { empty: EMPTY_SELLABLE_FORM, schema: sellableSchema, Fields, of: formOfSellable };
}
