import { IonButton, IonList } from '@ionic/react';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';

interface Props<F> {
  formik: FormikProps<F>;
  /** While the save is on its way. */
  saving: boolean;
  /** Names the form for a 'Salvar' placed outside it (a portion's, in the footer); without one it is under the fields. */
  id?: string;
  children: ReactNode;
}

/** A details screen's form: the kind's fields, and 'Salvar' once something changed. */
export function SaveForm<F>({ formik, saving, id, children }: Props<F>) {
  return (
    <form
      id={id}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void formik.submitForm();
      }}
    >
      <IonList lines="none">{children}</IonList>
      {id ? null : <SaveButton formik={formik} saving={saving} />}
    </form>
  );
}

/** 'Salvar', enabled once the form changed and while no save is on its way. */
export function SaveButton<F>({ formik, saving, form }: { formik: FormikProps<F>; saving: boolean; form?: string }) {
  return (
    <IonButton
      type="submit"
      form={form}
      expand="block"
      className={form ? 'ion-margin-horizontal' : 'ion-margin'}
      disabled={!formik.dirty || saving}
    >
      Salvar
    </IonButton>
  );
}
