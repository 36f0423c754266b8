import { IonButton, IonContent, IonFooter, IonToolbar } from '@ionic/react';
import { PageFrame } from '@/shared/ui/PageFrame';
import { Formik, type FormikProps } from 'formik';
import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { PageHeader } from '@/shared/ui/PageHeader';
import { GuardedBackButton } from '@/shared/forms/GuardedBackButton';
import { useLeaveGuard } from '@/shared/forms/useLeaveGuard';
import { useGoBack } from '@/shared/ui/useGoBack';
import { sameFilterValues } from './rules';
import './filters.css';

export interface FilterScreenProps<V extends object> {
  /** The filters in use, as form values (empty dates as ''). */
  current: V;
  defaults: V;
  schema: AnyObjectSchema;
  /** Where back and Confirmar go when the screen was opened directly. */
  backTo: string;
  onConfirm: (values: V) => void;
  children: (formik: FormikProps<V>) => ReactNode;
}

/**
 * The filter-screen pattern (spec 2): 'Filtros' with a back button that asks before dropping changes, the
 * fields the caller renders, and Limpar / Confirmar. Confirming applies the values and goes back.
 */
export function FilterScreen<V extends object>({ current, defaults, schema, backTo, onConfirm, children }: FilterScreenProps<V>) {
  const goBack = useGoBack();
  return (
    <Formik<V>
      initialValues={current}
      validationSchema={schema}
      validateOnMount
      onSubmit={(values) => {
        onConfirm(values);
        goBack(backTo);
      }}
    >
      {(formik) => <FilterForm formik={formik} current={current} defaults={defaults} backTo={backTo} render={children} />}
    </Formik>
  );
}

interface FormProps<V extends object> {
  formik: FormikProps<V>;
  current: V;
  defaults: V;
  backTo: string;
  render: (formik: FormikProps<V>) => ReactNode;
}

function FilterForm<V extends object>({ formik, current, defaults, backTo, render }: FormProps<V>) {
  const changed = !sameFilterValues(formik.values, current);
  const guard = useLeaveGuard(changed && !formik.isSubmitting);
  const atDefaults = sameFilterValues(formik.values, defaults);
  return (
    <PageFrame label="Filtros">
      <PageHeader title="Filtros" start={<GuardedBackButton guard={guard} fallbackPath={backTo} />} />
      <IonContent>
        <form
          className="filter-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            formik.handleSubmit();
          }}
        >
          {render(formik)}
          {/* Enter in a field submits like Confirmar, and only when Confirmar could. */}
          <button type="submit" hidden disabled={!changed || !formik.isValid} />
        </form>
      </IonContent>
      <IonFooter>
        <IonToolbar className="filter-footer">
          <div className="filter-footer-buttons">
            <IonButton
              fill="outline"
              expand="block"
              disabled={atDefaults}
              onClick={() => void formik.setValues(defaults, true)}
            >
              Limpar
            </IonButton>
            <IonButton expand="block" disabled={!changed || !formik.isValid} onClick={() => formik.handleSubmit()}>
              Confirmar
            </IonButton>
          </div>
        </IonToolbar>
      </IonFooter>
    </PageFrame>
  );
}
