import {
  IonButton,
  IonButtons,
  IonContent,
  IonFooter,
  IonHeader,
  IonIcon,
  IonItem,
  IonLabel,
  IonListHeader,
  IonModal,
  IonRadio,
  IonRadioGroup,
  IonTitle,
  IonToggle,
  IonToolbar,
} from '@ionic/react';
import { closeOutline } from 'ionicons/icons';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { EmptyState } from '@/shared/ui/EmptyState';
import { selectBindStatus, selectUnboundMethods } from '../selectors';
import { bindRequested } from '../slice';

interface Props {
  isOpen: boolean;
  onClose: () => void;
}

/** The payment method chooser: only methods the shop does not accept yet can be picked. */
export function BindPaymentMethodModal({ isOpen, onClose }: Props) {
  const dispatch = useAppDispatch();
  const methods = useAppSelector(selectUnboundMethods);
  const status = useAppSelector(selectBindStatus);
  const [chosen, setChosen] = useState<number | null>(null);
  const [isPublic, setIsPublic] = useState(true);
  // Set when this modal asked, so only its own answer closes it; a failure leaves it open to try again.
  const awaiting = useRef(false);

  useEffect(() => {
    if (!awaiting.current || status === 'pending') return;
    awaiting.current = false;
    if (status === 'done') onClose();
  }, [status, onClose]);

  const reset = () => {
    setChosen(null);
    setIsPublic(true);
  };

  const add = () => {
    if (chosen === null) return;
    awaiting.current = true;
    dispatch(bindRequested({ paymentMethodId: chosen, isPublic }));
  };

  return (
    <IonModal isOpen={isOpen} aria-label="Novo meio de pagamento" onDidDismiss={() => { reset(); onClose(); }}>
      <IonHeader>
        <IonToolbar color="primary">
          <IonTitle>Novo meio de pagamento</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose} aria-label="Fechar">
              <IonIcon slot="icon-only" icon={closeOutline} aria-hidden="true" />
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        {methods.length === 0 ? (
          <EmptyState title="Nada para adicionar" text="Todos os meios de pagamento já foram adicionados." />
        ) : (
          <>
            {/* Not inside an IonList: a list may only hold list items, and the group's items must hold its radios.
                Its header's label names the group. */}
            <IonRadioGroup value={chosen} onIonChange={(event) => setChosen(event.detail.value as number)}>
              <IonListHeader>
                <IonLabel>Escolha o meio de pagamento</IonLabel>
              </IonListHeader>
              {methods.map((method) => (
                <IonItem key={method.id}>
                  <IonRadio value={method.id}>{method.name}</IonRadio>
                </IonItem>
              ))}
            </IonRadioGroup>
            <IonItem lines="none">
              <IonToggle checked={isPublic} onIonChange={(event) => setIsPublic(event.detail.checked)}>
                Público?
              </IonToggle>
            </IonItem>
          </>
        )}
      </IonContent>
      <IonFooter>
        <IonToolbar>
          <IonButton expand="block" className="ion-margin-horizontal" disabled={chosen === null || status === 'pending'} onClick={add}>
            Adicionar
          </IonButton>
        </IonToolbar>
      </IonFooter>
    </IonModal>
  );
}
