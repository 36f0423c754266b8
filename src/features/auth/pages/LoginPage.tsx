import { useFormik, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectSessionNotice, selectSignIn } from '@/session/selectors';
import { signInRequested } from '@/session/slice';
import { LoginField } from './LoginField';
import './LoginPage.css';

type LoginValues = { email: string; password: string };

/** yup arrives with the first validation, not with the page: the login page is the app's first load. */
async function validateLogin(values: LoginValues): Promise<FormikErrors<LoginValues>> {
  const { loginSchema } = await import('../schema');
  try {
    await validateYupSchema(values, loginSchema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

export interface LoginPageProps {
  /** Most sign-ins succeed: the shell starts downloading the signed-in app while the server checks the password. */
  onSignInSent?: () => void;
}

export default function LoginPage({ onSignInSent }: LoginPageProps) {
  const dispatch = useAppDispatch();
  const signIn = useAppSelector(selectSignIn);
  const notice = useAppSelector(selectSessionNotice);
  const formik = useFormik({
    initialValues: { email: '', password: '' },
    validate: validateLogin,
    onSubmit: (values) => {
      dispatch(signInRequested({ email: values.email.trim(), password: values.password }));
      onSignInSent?.();
    },
  });
  const pending = signIn.status === 'pending';

  // Plain elements styled like Ionic's: the login page is the app's first load and does without Ionic's runtime.
  return (
    <main className="login-page">
      <form className="login-form" onSubmit={formik.handleSubmit} noValidate>
        <img className="login-logo" src="/icons/icon-192.png" alt="" width={72} height={72} />
        <h1>Bem-vindo! Por favor entre com sua conta.</h1>
        {notice && (
          <p className="login-notice" role="status">
            {notice}
          </p>
        )}
        <LoginField formik={formik} name="email" label="Email" type="email" autoComplete="email" />
        <LoginField formik={formik} name="password" label="Senha" type="password" autoComplete="current-password" />
        {signIn.status === 'error' && signIn.error && (
          <p className="login-error" role="alert">
            {signIn.error}
          </p>
        )}
        <button className="login-button" type="submit" disabled={pending}>
          Entrar
        </button>
        <button className="login-button login-button--outline" type="button" onClick={() => window.alert('em breve')}>
          Registrar
        </button>
        <p className="ion-text-center">
          <a className="login-link" href="/pages/forgot-password">
            Esqueceu a senha?
          </a>
        </p>
      </form>
    </main>
  );
}
