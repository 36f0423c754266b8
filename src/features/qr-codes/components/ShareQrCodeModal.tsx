import { IonButton, IonButtons, IonContent, IonHeader, IonIcon, IonModal, IonText, IonTitle, IonToolbar } from '@ionic/react';
import { closeOutline, downloadOutline, shareSocialOutline } from 'ionicons/icons';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { errorRaised } from '@/shared/notifications/slice';
import { CopyButton } from '@/shared/ui/CopyButton';
import type { QrCode } from '../api';
import { qrCodeFileNameOf } from '../rules';
import { qrDataUrlOf } from './QrImage';
import { useSignInLink } from './useSignInLink';

/** Big enough to print on a table sign. */
const DOWNLOAD_WIDTH = 1024;
const SHOWN_WIDTH = 240;

interface Props {
  qrCode: QrCode;
  isOpen: boolean;
  onClose: () => void;
}

async function fileOf(dataUrl: string, name: string): Promise<File> {
  const blob = await (await fetch(dataUrl)).blob();
  return new File([blob], name, { type: 'image/png' });
}

/** Download, the system share sheet where the browser has one, and copying the link. */
export function ShareQrCodeModal({ qrCode, isOpen, onClose }: Props) {
  const dispatch = useAppDispatch();
  const link = useSignInLink(qrCode.code);
  const fileName = qrCodeFileNameOf(qrCode);
  const [png, setPng] = useState<{ link: string; dataUrl: string } | null>(null);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => {
    if (!isOpen) return undefined;
    let current = true;
    void qrDataUrlOf(link, DOWNLOAD_WIDTH).then((dataUrl) => current && setPng({ link, dataUrl }));
    return () => {
      current = false;
    };
  }, [isOpen, link]);
  const dataUrl = png?.link === link ? png.dataUrl : undefined;

  const share = async () => {
    if (!dataUrl) return;
    const title = `QR code ${qrCode.location}`;
    try {
      const file = await fileOf(dataUrl, fileName);
      const data = navigator.canShare?.({ files: [file] }) ? { title, text: link, files: [file] } : { title, url: link };
      await navigator.share(data);
    } catch (error) {
      // Closing the share sheet is the user's choice, not a failure.
      if ((error as { name?: string } | null)?.name !== 'AbortError') {
        dispatch(errorRaised({ message: 'Não foi possível compartilhar.', error }));
      }
    }
  };

  return (
    <IonModal isOpen={isOpen} aria-label={qrCode.location} onDidDismiss={onClose}>
      <IonHeader>
        <IonToolbar color="primary">
          <IonTitle>{qrCode.location}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose} aria-label="Fechar">
              <IonIcon slot="icon-only" icon={closeOutline} aria-hidden="true" />
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding ion-text-center">
        {dataUrl ? (
          <img src={dataUrl} alt={`QR code ${qrCode.location}`} width={SHOWN_WIDTH} height={SHOWN_WIDTH} style={{ margin: '0 auto', display: 'block' }} />
        ) : (
          <div style={{ width: SHOWN_WIDTH, height: SHOWN_WIDTH, margin: '0 auto' }} />
        )}
        <p>
          <IonText color="medium">
            <small style={{ userSelect: 'all', wordBreak: 'break-all' }} data-testid="sign-in-link">
              {link}
            </small>
          </IonText>
        </p>
        <IonButton expand="block" href={dataUrl} download={fileName} disabled={!dataUrl}>
          <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
          Baixar imagem
        </IonButton>
        {canShare ? (
          <IonButton expand="block" fill="outline" disabled={!dataUrl} onClick={() => void share()}>
            <IonIcon slot="start" icon={shareSocialOutline} aria-hidden="true" />
            Compartilhar
          </IonButton>
        ) : null}
        <CopyButton text={link} fill="outline" className="ion-margin-top">
          Copiar link
        </CopyButton>
      </IonContent>
    </IonModal>
  );
}
