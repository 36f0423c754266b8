import { IonInput, IonItem, IonList, IonListHeader, IonLabel } from '@ionic/react';
import type { FormikProps } from 'formik';
import { ionFieldProps } from '@/shared/forms/ionFormik';
import { FILTER_DATE_LENGTH } from './rules';

interface Props<V extends object> {
  formik: FormikProps<V>;
  startName: keyof V & string;
  endName: keyof V & string;
  /** The upper bound the date pickers offer (the schema enforces it anyway). */
  today: string;
  title?: string;
  startLabel?: string;
  endLabel?: string;
}

/** A period of days: native date pickers on phones, YYYY-MM-DD values, the range rules' messages. */
export function DateRangeFields<V extends object>({
  formik,
  startName,
  endName,
  today,
  title = 'Período',
  startLabel = 'Data inicial',
  endLabel = 'Data final',
}: Props<V>) {
  const field = (name: string, label: string) => {
    const props = ionFieldProps(formik, name);
    return (
      <IonItem lines="none">
        <IonInput
          {...props}
          // A date is picked in one gesture; waiting for blur would hide a wrong pick until the user moves on.
          onIonInput={(event) => {
            props.onIonInput(event);
            void formik.setFieldTouched(name, true, false);
          }}
          type="date"
          className={['filter-date', props.className].filter(Boolean).join(' ')}
          label={label}
          labelPlacement="stacked"
          fill="outline"
          max={today}
          maxlength={FILTER_DATE_LENGTH}
        />
      </IonItem>
    );
  };
  return (
    <IonList>
      <IonListHeader>
        <IonLabel>{title}</IonLabel>
      </IonListHeader>
      {field(startName, startLabel)}
      {field(endName, endLabel)}
    </IonList>
  );
}
