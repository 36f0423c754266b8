import { IonButton, IonContent, IonPage, IonRouterLink, IonText } from '@ionic/react';
import { useFormik, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectSignIn } from '../selectors';
import { signInRequested } from '../slice';
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

export default function LoginPage() {
  const dispatch = useAppDispatch();
  const signIn = useAppSelector(selectSignIn);
  const formik = useFormik({
    initialValues: { email: '', password: '' },
    validate: validateLogin,
    onSubmit: (values) => {
      dispatch(signInRequested({ email: values.email.trim(), password: values.password }));
    },
  });
  const pending = signIn.status === 'pending';

  return (
    <IonPage>
      <IonContent className="ion-padding login-page">
        <form className="login-form" onSubmit={formik.handleSubmit} noValidate>
          <img className="login-logo" src="/icons/icon-192.png" alt="" width={72} height={72} />
          <h1>Bem-vindo! Por favor entre com sua conta.</h1>
          <LoginField formik={formik} name="email" label="Email" type="email" autoComplete="email" />
          <LoginField formik={formik} name="password" label="Senha" type="password" autoComplete="current-password" />
          {signIn.status === 'error' && signIn.error && (
            <IonText color="danger" role="alert">
              <p>{signIn.error}</p>
            </IonText>
          )}
          <IonButton expand="block" type="submit" disabled={pending}>
            Entrar
          </IonButton>
          <IonButton expand="block" fill="outline" type="button" onClick={() => window.alert('em breve')}>
            Registrar
          </IonButton>
          <p className="ion-text-center">
            <IonRouterLink href="/pages/forgot-password">Esqueceu a senha?</IonRouterLink>
          </p>
        </form>
      </IonContent>
    </IonPage>
  );
}
