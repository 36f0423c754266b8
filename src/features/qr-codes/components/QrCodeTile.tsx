import { IonChip, IonItem, IonLabel, IonThumbnail } from '@ionic/react';
import type { CSSProperties } from 'react';
import { pathTo } from '@/shared/routing/paths';
import type { QrCode } from '../api';
import { QrImage } from './QrImage';
import { useSignInLink } from './useSignInLink';

/** Spec 9: the QR image of a tile is 72 px wide. */
export const TILE_QR_WIDTH = 72;

export function QrCodeTile({ qrCode }: { qrCode: QrCode }) {
  const link = useSignInLink(qrCode.code);
  return (
    <IonItem routerLink={pathTo('QrCodeDetails', { qrCodeId: qrCode.id })} detail data-testid="qr-code-tile">
      <IonThumbnail slot="start" style={{ '--size': `${TILE_QR_WIDTH}px` } as CSSProperties}>
        <QrImage text={link} width={TILE_QR_WIDTH} alt={`QR code ${qrCode.location}`} />
      </IonThumbnail>
      <IonLabel>
        <h2>{qrCode.location}</h2>
        <p>{qrCode.code}</p>
        {qrCode.isPrepaid ? <IonChip color="tertiary">Pré-pagamento</IonChip> : null}
        {qrCode.isActive ? null : <IonChip color="medium">Inativo</IonChip>}
      </IonLabel>
    </IonItem>
  );
}
