import { IonButton, IonButtons, IonContent, IonHeader, IonList, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  /** Runs after the modal is gone, e.g. to reset the form for next time. */
  onClosed?: () => void;
  onSubmit: () => void;
  submitLabel?: string;
  /** While the request runs, or while the form may not be sent. */
  submitDisabled?: boolean;
  children: ReactNode;
}

/** The create and rename dialogs of the menu: a title, the fields and one submit button. */
export function FormModal({ title, isOpen, onClose, onClosed, onSubmit, submitLabel = 'Salvar', submitDisabled, children }: Props) {
  return (
    <IonModal isOpen={isOpen} aria-label={title} onDidDismiss={() => { onClose(); onClosed?.(); }}>
      <IonHeader>
        <IonToolbar color="primary">
          <IonButtons slot="start">
            <IonButton onClick={onClose}>Cancelar</IonButton>
          </IonButtons>
          <IonTitle>{title}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <IonList lines="none">{children}</IonList>
          <IonButton type="submit" expand="block" className="ion-margin" disabled={submitDisabled}>
            {submitLabel}
          </IonButton>
        </form>
      </IonContent>
    </IonModal>
  );
}
