import { IonButton, IonButtons, IonContent, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { paymentMethodLabels } from '@contract/payment-methods';
import { tillMethods } from '@contract/till-values';
import { useAppDispatch } from '@/app/hooks';
import { formatReaisTyped } from '@/shared/forms/reaisInput';
import { useConfirm } from '@/shared/ui/useConfirm';
import { closeBodyOf, EMPTY_COUNT, type CountedTexts } from '../rules';
import { closeRequested } from '../slice';
import { CashCount } from './CashCount';
import { ReaisField } from './ReaisField';
import { useTillCommand } from './useTillCommand';

export const CLOSING_FINAL = 'Depois de confirmar, o fechamento não pode ser alterado.';

interface Props {
  tillId: number;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * 'Fechar caixa', blind: what is in the drawer (a total, or counted note by note) and each other method's total,
 * with nothing of what the server expects on screen, then 'Confirmar fechamento' once asked again.
 */
export function CloseTillModal({ tillId, isOpen, onClose }: Props) {
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const command = useTillCommand();
  const [byPiece, setByPiece] = useState(false);
  const formik = useFormik<CountedTexts>({
    initialValues: EMPTY_COUNT,
    onSubmit: async (values) => {
      if (!(await confirm({ header: 'Confirmar fechamento', message: CLOSING_FINAL }))) return;
      dispatch(closeRequested({ requestId: command.begin(), tillId, body: closeBodyOf(values) }));
    },
  });
  const { done } = command;
  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);
  return (
    <IonModal
      isOpen={isOpen}
      aria-label="Fechar caixa"
      onDidDismiss={() => {
        formik.resetForm();
        setByPiece(false);
        command.forget();
        onClose();
      }}
    >
      <IonHeader>
        <IonToolbar color="primary">
          <IonButtons slot="start">
            <IonButton onClick={onClose}>Cancelar</IonButton>
          </IonButtons>
          <IonTitle>Fechar caixa</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <form onSubmit={formik.handleSubmit} noValidate className="till-form">
          <p className="till-hint">Conte o que há no caixa e informe os totais de cada forma de pagamento.</p>
          <ReaisField formik={formik} name="cash" label="Dinheiro contado" />
          <IonButton fill="clear" className="till-count-toggle" aria-expanded={byPiece} onClick={() => setByPiece(!byPiece)}>
            Contar por cédulas e moedas
          </IonButton>
          {byPiece ? <CashCount onTotal={(total) => void formik.setFieldValue('cash', formatReaisTyped(total))} /> : null}
          {tillMethods
            .filter((method) => method !== 'cash')
            .map((method) => (
              <ReaisField key={method} formik={formik} name={method} label={paymentMethodLabels[method]} />
            ))}
          <IonButton type="submit" expand="block" className="till-action" disabled={command.pending || formik.isSubmitting}>
            Confirmar fechamento
          </IonButton>
        </form>
      </IonContent>
    </IonModal>
  );
}
