import { IonButton, IonContent, IonInput, IonList, IonPage, IonRouterLink, IonText, useIonAlert } from '@ionic/react';
import { useFormik } from 'formik';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ionFieldProps } from '../../../shared/forms/ionFormik';
import { loginSchema } from '../schema';
import { selectSignIn } from '../selectors';
import { signInRequested } from '../slice';
import './LoginPage.css';

export default function LoginPage() {
  const dispatch = useAppDispatch();
  const signIn = useAppSelector(selectSignIn);
  const [presentAlert] = useIonAlert();
  const formik = useFormik({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
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
          <IonList lines="none">
            <IonInput
              {...ionFieldProps(formik, 'email')}
              type="email"
              label="Email"
              labelPlacement="floating"
              fill="outline"
              autocomplete="email"
              inputmode="email"
            />
            <IonInput
              {...ionFieldProps(formik, 'password')}
              type="password"
              label="Senha"
              labelPlacement="floating"
              fill="outline"
              autocomplete="current-password"
            />
          </IonList>
          {signIn.status === 'error' && signIn.error && (
            <IonText color="danger" role="alert">
              <p>{signIn.error}</p>
            </IonText>
          )}
          <IonButton expand="block" type="submit" disabled={pending}>
            Entrar
          </IonButton>
          <IonButton expand="block" fill="outline" type="button" onClick={() => presentAlert({ message: 'em breve', buttons: ['OK'] })}>
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
