import type { FormikProps } from 'formik';

/** Structural event types, so the same handlers fit IonInput, IonTextarea, IonSelect, IonToggle and IonCheckbox. */
interface ValueEvent {
  detail: { value?: unknown };
  target: EventTarget | null;
}
interface CheckedEvent {
  detail: { checked: boolean };
}

export interface IonFieldOptions<T> {
  /** Turns the typed text into the form value (e.g. parseMoneyInput). */
  parse?: (text: string) => T;
  /** Turns the form value into the text the input shows (e.g. formatMoneyInput). */
  format?: (value: T) => string;
}

export interface IonFieldProps {
  name: string;
  value: string | number;
  onIonInput: (event: ValueEvent) => void;
  onIonBlur: () => void;
  errorText?: string;
  className?: string;
}

export interface IonCheckedProps {
  name: string;
  checked: boolean;
  onIonChange: (event: CheckedEvent) => void;
}

/** Ionic shows errorText only on a host marked both touched and invalid; Formik's meta decides both. */
function statusClassOf(touched: boolean, error: string | undefined): string | undefined {
  if (!touched) return undefined;
  return error ? 'ion-touched ion-invalid' : 'ion-touched ion-valid';
}

/** Spread onto IonInput/IonTextarea: `<IonInput label="Nome" {...ionFieldProps(formik, 'name')} />`. */
export function ionFieldProps<Values, T = unknown>(
  formik: FormikProps<Values>,
  name: string,
  options: IonFieldOptions<T> = {},
): IonFieldProps {
  const meta = formik.getFieldMeta<T>(name);
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  const shown = options.format ? options.format(meta.value) : meta.value;

  return {
    name,
    value: typeof shown === 'number' || typeof shown === 'string' ? shown : '',
    onIonInput: (event) => {
      const text = event.detail.value == null ? '' : String(event.detail.value);
      if (!options.parse) {
        void formik.setFieldValue(name, text);
        return;
      }
      const next = options.parse(text);
      const display = options.format ? options.format(next) : text;
      // When the parsed value does not change (a letter typed into a price), React will not re-render, so
      // the stray character is removed from the element directly.
      const input = event.target as { value?: unknown } | null;
      if (input && display !== text) input.value = display;
      void formik.setFieldValue(name, next);
    },
    onIonBlur: () => void formik.setFieldTouched(name, true),
    errorText: error,
    className: statusClassOf(meta.touched, error),
  };
}

/** Spread onto IonToggle/IonCheckbox, whose value travels as `checked`. */
export function ionCheckedProps<Values>(formik: FormikProps<Values>, name: string): IonCheckedProps {
  return {
    name,
    checked: Boolean(formik.getFieldMeta(name).value),
    onIonChange: (event) => {
      void formik.setFieldTouched(name, true, false);
      void formik.setFieldValue(name, event.detail.checked);
    },
  };
}
