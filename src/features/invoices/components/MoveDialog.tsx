import { IonButton, IonItem, IonLabel, IonList, IonModal, IonNote, IonSpinner } from '@ionic/react';
import type { Invoice } from '@contract/ordering';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useTerms } from '@/shared/variant';
import { moveRequested, type MoveKind } from '@/ordering/invoices/slice';
import { selectMoveDialog } from '../dialogs/selectors';
import { moveDialogDismissed } from '../dialogs/slice';
import './closingDialog.css';

export const MOVE_TITLES: Record<MoveKind, string> = {
  transfer: 'Transferir para outra mesa',
  merge: 'Juntar com…',
};

const EMPTY: Record<MoveKind, string> = {
  transfer: 'Não há outra mesa com QR code ativo.',
  merge: 'Não há outra comanda aberta que possa ser juntada a esta.',
};

/**
 * 'Transferir para outra mesa' (the tables: the active QR codes' places) or 'Juntar com…' (the other open
 * comandas): one tap on a choice moves the comanda; the server's refusal is shown here in its own words.
 */
export function MoveDialog({ invoice }: { invoice: Invoice }) {
  const dispatch = useAppDispatch();
  const terms = useTerms();
  const dialog = useAppSelector(selectMoveDialog);
  const open = dialog?.invoiceId === invoice.id;
  const kind = dialog?.kind ?? 'transfer';
  const hint =
    kind === 'transfer'
      ? `A ${terms.invoice.toLowerCase()} e os próximos pedidos dela passam para a mesa escolhida.`
      : `Os pedidos, pagamentos e o total da ${terms.invoice.toLowerCase()} escolhida passam para esta, e ela é encerrada.`;
  return (
    <IonModal isOpen={open} className="move-dialog" aria-label={MOVE_TITLES[kind]} onWillDismiss={() => dispatch(moveDialogDismissed())}>
      {open && dialog ? (
        <div className="closing-dialog-body" data-testid="move-dialog">
          <h2>{MOVE_TITLES[kind]}</h2>
          <p className="closing-dialog-invoice">{`${terms.invoice} #${invoice.code} · ${invoice.location}`}</p>
          <p>{hint}</p>
          {dialog.error ? (
            <p className="move-dialog-error" role="alert">
              {dialog.error}
            </p>
          ) : null}
          {dialog.choices === null && !dialog.error ? (
            <div className="ion-padding ion-text-center">
              <IonSpinner aria-label="Carregando" />
            </div>
          ) : null}
          {dialog.choices?.length === 0 ? <p>{EMPTY[kind]}</p> : null}
          {dialog.choices && dialog.choices.length > 0 ? (
            <IonList lines="full" className="move-dialog-choices">
              {dialog.choices.map((choice) => (
                <IonItem
                  key={choice.id}
                  button
                  detail={false}
                  disabled={dialog.pending}
                  onClick={() => dispatch(moveRequested({ invoiceId: invoice.id, kind, targetId: choice.id }))}
                >
                  <IonLabel className="ion-text-wrap">
                    <h3>{choice.label}</h3>
                    {choice.detail ? <p>{choice.detail}</p> : null}
                  </IonLabel>
                </IonItem>
              ))}
            </IonList>
          ) : null}
          {dialog.pending ? (
            <div className="ion-text-center">
              <IonSpinner name="crescent" aria-label="Enviando" />
            </div>
          ) : null}
          <div className="closing-dialog-actions">
            <IonButton fill="clear" onClick={() => dispatch(moveDialogDismissed())}>
              Cancelar
            </IonButton>
          </div>
        </div>
      ) : null}
    </IonModal>
  );
}

/** What the comanda says of its moves: 'Transferida da Mesa 3 para a Mesa 7 por Ana Souza às 20:14'. */
export function InvoiceMoves({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <IonList className="invoice-moves" data-testid="invoice-moves">
      {lines.map((line, index) => (
        <IonItem key={index} lines="none">
          <IonNote className="ion-text-wrap">{line}</IonNote>
        </IonItem>
      ))}
    </IonList>
  );
}
