import { nanoid } from '@reduxjs/toolkit';
import { IonButton, IonButtons, IonContent, IonHeader, IonIcon, IonList, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { useFormik } from 'formik';
import { closeOutline } from 'ionicons/icons';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { QrCodeValues } from '../api';
import { qrCodeSchema } from '../schema';
import { selectQrCodeCreation } from '../selectors';
import { createRequested } from '../slice';
import { QrCodeFields } from './QrCodeFields';

const EMPTY: QrCodeValues = { location: '', isPrepaid: false, isActive: true };

interface Props {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}

export function CreateQrCodeModal({ isOpen, onClose, onCreated }: Props) {
  const dispatch = useAppDispatch();
  const creation = useAppSelector(selectQrCodeCreation);
  const [requestId, setRequestId] = useState<string | null>(null);
  const formik = useFormik<QrCodeValues>({
    initialValues: EMPTY,
    validationSchema: qrCodeSchema,
    onSubmit: (values) => {
      const id = nanoid();
      setRequestId(id);
      dispatch(createRequested({ requestId: id, values: { ...values, location: values.location.trim() } }));
    },
  });
  const mine = requestId !== null && creation.requestId === requestId;
  const pending = mine && creation.status === 'pending';

  // Remembers the request already answered, so a re-render after navigating never opens the code twice.
  const answered = useRef<string | null>(null);
  useEffect(() => {
    if (mine && creation.status === 'done' && creation.id !== null && answered.current !== requestId) {
      answered.current = requestId;
      onCreated(creation.id);
    }
  }, [mine, creation, requestId, onCreated]);

  return (
    <IonModal isOpen={isOpen} aria-label="Novo QR code" onDidDismiss={() => { formik.resetForm(); onClose(); }}>
      <IonHeader>
        <IonToolbar color="primary">
          <IonTitle>Novo QR code</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose} aria-label="Fechar">
              <IonIcon slot="icon-only" icon={closeOutline} aria-hidden="true" />
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <form onSubmit={formik.handleSubmit} noValidate>
          <IonList lines="none">
            <QrCodeFields formik={formik} />
          </IonList>
          <IonButton type="submit" expand="block" className="ion-margin" disabled={pending}>
            Criar
          </IonButton>
        </form>
      </IonContent>
    </IonModal>
  );
}
