import { IonCheckbox, IonItem, IonLabel, IonList, IonListHeader } from '@ionic/react';
import type { FormikProps } from 'formik';

export interface CheckboxOption<T extends string | number> {
  value: T;
  label: string;
  disabled?: boolean;
}

interface Props<V extends object, T extends string | number> {
  formik: FormikProps<V>;
  /** A field holding the list of ticked values. */
  name: keyof V & string;
  title: string;
  options: ReadonlyArray<CheckboxOption<T>>;
}

/** A list of choices stored as an array, e.g. the statuses a list shows; its error shows as soon as it exists. */
export function CheckboxGroupField<V extends object, T extends string | number>({ formik, name, title, options }: Props<V, T>) {
  const selected = (formik.values[name] ?? []) as unknown as T[];
  const error = formik.errors[name];
  const toggle = (value: T, checked: boolean) => {
    const rest = selected.filter((entry) => entry !== value);
    // Kept in the options' order so the request and the comparison with the defaults are stable.
    const next = checked ? options.map((option) => option.value).filter((entry) => entry === value || rest.includes(entry)) : rest;
    void formik.setFieldValue(name, next);
  };
  // The group wraps the list: Ionic makes each item a listitem, which needs its list around it.
  return (
    <div role="group" aria-label={title}>
      <IonList>
        <IonListHeader>
          <IonLabel>{title}</IonLabel>
        </IonListHeader>
        {options.map((option) => (
          <IonItem key={String(option.value)} lines="none">
            <IonCheckbox
              labelPlacement="end"
              justify="start"
              checked={selected.includes(option.value)}
              disabled={option.disabled}
              onIonChange={(event) => toggle(option.value, event.detail.checked)}
            >
              {option.label}
            </IonCheckbox>
          </IonItem>
        ))}
        {typeof error === 'string' ? (
          <IonLabel className="filter-field-error" role="alert">
            {error}
          </IonLabel>
        ) : null}
      </IonList>
    </div>
  );
}
