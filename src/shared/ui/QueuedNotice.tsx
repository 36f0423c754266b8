import { IonButton, IonIcon } from '@ionic/react';
import { cloudOfflineOutline } from 'ionicons/icons';
import './queuedNotice.css';

/** The words on a tile or record whose command waits for the link (the outbox, ordering/outbox). */
export const QUEUED_LABEL = 'Aguardando conexão';

interface Props {
  /** The command that waits, as its button says it: 'Iniciar', 'Confirmar pagamento'. */
  what: string;
  /** Names the record for a screen reader: 'Desfazer Iniciar do pedido #P001'. */
  undoLabel: string;
  /** The command is on its way: too late to undo. */
  sending: boolean;
  onUndo: () => void;
  testId: string;
}

/**
 * 'Iniciar · Aguardando conexão' and 'Desfazer', on a tile or a record. Inside a tile's link, the tap on 'Desfazer'
 * undoes and does not open the record.
 */
export function QueuedNotice({ what, undoLabel, sending, onUndo, testId }: Props) {
  return (
    <div className="queued-notice" role="status" data-testid={testId}>
      <IonIcon icon={cloudOfflineOutline} aria-hidden="true" />
      <span>
        <strong>{what}</strong>
        {` · ${QUEUED_LABEL}`}
      </span>
      <IonButton
        size="small"
        fill="outline"
        color="dark"
        aria-label={undoLabel}
        disabled={sending}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          onUndo();
        }}
      >
        Desfazer
      </IonButton>
    </div>
  );
}
