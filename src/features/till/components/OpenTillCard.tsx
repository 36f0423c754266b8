import { IonButton, IonCard, IonCardContent, IonCardHeader, IonCardTitle } from '@ionic/react';
import { useFormik } from 'formik';
import { useAppDispatch } from '@/app/hooks';
import { parseReaisTyped } from '@/shared/forms/reaisInput';
import { openTillSchema } from '../schema';
import { openRequested } from '../slice';
import { ReaisField } from './ReaisField';
import { useTillCommand } from './useTillCommand';

/** No till open on this device: 'Caixa fechado', the float and 'Abrir caixa'; once opened the card leaves the screen. */
export function OpenTillCard() {
  const dispatch = useAppDispatch();
  const command = useTillCommand();
  const formik = useFormik({
    initialValues: { float: '' },
    validationSchema: openTillSchema,
    onSubmit: ({ float }) => {
      dispatch(openRequested({ requestId: command.begin(), body: { float: parseReaisTyped(float) ?? 0 } }));
    },
  });
  return (
    <IonCard className="till-card" data-testid="till-closed">
      <IonCardHeader>
        <IonCardTitle>Caixa fechado</IonCardTitle>
      </IonCardHeader>
      <IonCardContent>
        <form onSubmit={formik.handleSubmit} noValidate>
          <ReaisField formik={formik} name="float" label="Valor inicial (troco)" />
          <IonButton type="submit" expand="block" className="till-action" disabled={command.pending}>
            Abrir caixa
          </IonButton>
        </form>
      </IonCardContent>
    </IonCard>
  );
}
