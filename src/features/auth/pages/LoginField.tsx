import type { FormikProps } from 'formik';

interface Props<Values> {
  formik: FormikProps<Values>;
  name: keyof Values & string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
}

/**
 * A plain labelled input styled like Ionic's outline field. The login page is the app's first load, so it
 * does without Ionic's input component (which the other forms load with their screens).
 */
export function LoginField<Values>({ formik, name, label, type, autoComplete }: Props<Values>) {
  const id = `login-${name}`;
  const error = formik.touched[name] ? (formik.errors[name] as string | undefined) : undefined;
  return (
    <div className={`login-field${error ? ' login-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={type === 'email' ? 'email' : undefined}
        value={String(formik.values[name] ?? '')}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span id={`${id}-error`} className="login-field__error">
          {error}
        </span>
      )}
    </div>
  );
}
