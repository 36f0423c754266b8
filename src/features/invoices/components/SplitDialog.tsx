import {
  IonButton,
  IonIcon,
  IonItem,
  IonLabel,
  IonList,
  IonModal,
  IonNote,
  IonSegment,
  IonSegmentButton,
  IonSelect,
  IonSelectOption,
  IonSpinner,
} from '@ionic/react';
import { addOutline, checkmarkCircle, removeOutline } from 'ionicons/icons';
import { useCallback, useState } from 'react';
import type { Invoice } from '@contract/ordering';
import { takesChange } from '@contract/payment-methods';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useTerms } from '@/shared/variant';
import { formatMoney } from '@/shared/lib/money';
import { canConfirmPayment, remainingOf } from '@/ordering/invoices/rules';
import { shortfallOf } from '../rules';
import { selectIsPayingPart } from '@/ordering/invoices/selectors';
import { partPaymentRequested } from '@/ordering/invoices/slice';
import { partChangeOf, partMethodsOf, splitAmountsOf, splitLinesOf, SPLIT_PEOPLE, type SplitMode } from '../split/rules';
import { selectSplitDialog } from '../split/selectors';
import {
  partCashTyped,
  partMethodChosen,
  partPayDismissed,
  partPayOpened,
  splitDialogDismissed,
  splitLineAssigned,
  splitModeChosen,
  splitPartsChanged,
  type PartForm,
  type SplitDialog as DialogState,
} from '../split/slice';
import { PixChargePanel, usePixCharge } from '@/features/pix/components/PixCharge';
import { CashReceivedInput, PaymentMethodChoice } from './CashReceivedInput';
import './closingDialog.css';

export const SPLIT_TITLE = 'Dividir conta';

const partName = (index: number) => `Parte ${index + 1}`;

/** 'Dividir entre 3 pessoas', with − and + (2 to 20). */
function PeopleStepper({ dialog, locked }: { dialog: DialogState; locked: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <div className="split-dialog-people">
      <IonButton
        fill="outline"
        size="small"
        aria-label="Menos uma parte"
        data-testid="split-fewer"
        disabled={locked || dialog.parts <= SPLIT_PEOPLE.min}
        onClick={() => dispatch(splitPartsChanged(dialog.parts - 1))}
      >
        <IonIcon slot="icon-only" icon={removeOutline} aria-hidden="true" />
      </IonButton>
      <span data-testid="split-people" aria-live="polite">{`Dividir entre ${dialog.parts} ${dialog.mode === 'equal' ? 'pessoas' : 'partes'}`}</span>
      <IonButton
        fill="outline"
        size="small"
        aria-label="Mais uma parte"
        data-testid="split-more"
        disabled={locked || dialog.parts >= SPLIT_PEOPLE.max}
        onClick={() => dispatch(splitPartsChanged(dialog.parts + 1))}
      >
        <IonIcon slot="icon-only" icon={addOutline} aria-hidden="true" />
      </IonButton>
    </div>
  );
}

/** Each line of the comanda and the part it goes to. */
function LinesToParts({ invoice, dialog, locked }: { invoice: Invoice; dialog: DialogState; locked: boolean }) {
  const dispatch = useAppDispatch();
  const lines = splitLinesOf(invoice);
  return (
    <IonList lines="full" className="split-dialog-lines" aria-label="Itens">
      {lines.map((line) => (
        <IonItem key={line.key} className="split-dialog-line">
          <IonSelect
            label={`${line.label} · ${formatMoney(line.total)}`}
            labelPlacement="stacked"
            interface="popover"
            placeholder="Escolha a parte"
            disabled={locked}
            value={dialog.assignment[line.key]}
            onIonChange={(event) => dispatch(splitLineAssigned({ key: line.key, part: Number(event.detail.value) }))}
          >
            {Array.from({ length: dialog.parts }, (_, index) => (
              <IonSelectOption key={index} value={index}>
                {partName(index)}
              </IonSelectOption>
            ))}
          </IonSelect>
        </IonItem>
      ))}
    </IonList>
  );
}

/** 'Valor recebido' for a part paid in cash, and its 'Troco'. */
function PartCash({ form }: { form: PartForm }) {
  const dispatch = useAppDispatch();
  const [received, setReceived] = useState<number | null>(null);
  const onTyped = useCallback(
    (value: number | null) => {
      setReceived(value);
      dispatch(partCashTyped(value));
    },
    [dispatch],
  );
  const missing = shortfallOf(received, form.amount);
  return (
    <div className="closing-dialog-cash">
      <CashReceivedInput change={(value) => partChangeOf(value, form.amount)} onTyped={onTyped} />
      {missing !== null ? (
        <p className="closing-dialog-short" role="status">
          {`Faltam ${formatMoney(missing)} para esta parte`}
        </p>
      ) : null}
    </div>
  );
}

/** The part being paid: its method, the cash and change, or its own Pix code. */
function PartPayForm({ invoice, dialog, form }: { invoice: Invoice; dialog: DialogState; form: PartForm }) {
  const dispatch = useAppDispatch();
  const paying = useAppSelector((state) => selectIsPayingPart(state, invoice.id));
  const pix = usePixCharge(form.method === 'pix' ? invoice : undefined, form.amount);
  const methods = partMethodsOf(dialog.acceptedMethods);
  const cashShort = takesChange(form.method) && form.received !== null && shortfallOf(form.received, form.amount) !== null;
  const record = () =>
    dispatch(
      partPaymentRequested({
        invoiceId: invoice.id,
        amount: form.amount,
        paymentMethod: form.method,
        cashReceived: takesChange(form.method) ? form.received : null,
        source: { kind: 'split', part: form.part },
      }),
    );
  return (
    <div className="split-dialog-pay" data-testid="split-pay-form">
      <h3>{`${partName(form.part)} · ${formatMoney(form.amount)}`}</h3>
      <PaymentMethodChoice methods={methods} value={form.method} onChosen={(method) => dispatch(partMethodChosen(method))} />
      {takesChange(form.method) ? <PartCash key={form.part} form={form} /> : null}
      {form.method === 'pix' ? <PixChargePanel state={pix} size="min(220px, 55vw)" showAmount /> : null}
      <div className="closing-dialog-actions">
        <IonButton fill="outline" disabled={paying} onClick={() => dispatch(partPayDismissed())}>
          Voltar
        </IonButton>
        <IonButton disabled={paying || cashShort} onClick={record}>
          {paying ? <IonSpinner slot="start" name="crescent" aria-hidden="true" /> : null}
          Registrar pagamento
        </IonButton>
      </div>
    </div>
  );
}

/**
 * 'Dividir conta': what is left to pay split equally between 2 to 20 people (the leftover centavos on the first
 * parts) or by items (each line to one part, the service charge and delivery fee shared in proportion), each part
 * paid on its own by any method the shop accepts. The part that completes the total closes the comanda.
 */
export function SplitDialog({ invoice }: { invoice: Invoice }) {
  const dispatch = useAppDispatch();
  const terms = useTerms();
  const dialog = useAppSelector(selectSplitDialog);
  const open = dialog?.invoiceId === invoice.id && canConfirmPayment(invoice);
  return (
    <IonModal isOpen={open} className="split-dialog" aria-label={SPLIT_TITLE} onWillDismiss={() => dispatch(splitDialogDismissed())}>
      {open && dialog ? <SplitBody invoice={invoice} dialog={dialog} invoiceTerm={terms.invoice} /> : null}
    </IonModal>
  );
}

function SplitBody({ invoice, dialog, invoiceTerm }: { invoice: Invoice; dialog: DialogState; invoiceTerm: string }) {
  const dispatch = useAppDispatch();
  const locked = dialog.paidParts.length > 0;
  // By items splits the whole comanda: it is offered only while nothing of it was paid.
  const itemsOffered = dialog.base === invoice.total && splitLinesOf(invoice).length > 0;
  const { amounts, unassigned } = splitAmountsOf(dialog, invoice.total, splitLinesOf(invoice));
  const firstMethod = partMethodsOf(dialog.acceptedMethods)[0] ?? 'cash';
  return (
    <div className="closing-dialog-body" data-testid="split-dialog">
      <h2>{SPLIT_TITLE}</h2>
      <p className="closing-dialog-invoice">{`${invoiceTerm} #${invoice.code} · ${invoice.location}`}</p>
      <IonList lines="none">
        <IonItem lines="none" className="closing-dialog-row closing-dialog-total">
          <IonLabel>{dialog.base === invoice.total ? 'Total' : 'Falta pagar'}</IonLabel>
          <IonNote slot="end">{formatMoney(dialog.base)}</IonNote>
        </IonItem>
      </IonList>
      {dialog.paying ? (
        <PartPayForm invoice={invoice} dialog={dialog} form={dialog.paying} />
      ) : (
        <>
          {itemsOffered ? (
            <IonSegment
              value={dialog.mode}
              disabled={locked}
              onIonChange={(event) => dispatch(splitModeChosen(event.detail.value as SplitMode))}
              aria-label="Como dividir"
            >
              <IonSegmentButton value="equal">
                <IonLabel>Partes iguais</IonLabel>
              </IonSegmentButton>
              <IonSegmentButton value="items">
                <IonLabel>Por itens</IonLabel>
              </IonSegmentButton>
            </IonSegment>
          ) : null}
          <PeopleStepper dialog={dialog} locked={locked} />
          {dialog.mode === 'items' ? <LinesToParts invoice={invoice} dialog={dialog} locked={locked} /> : null}
          {unassigned > 0 ? (
            <p className="closing-dialog-short" role="status">
              {unassigned === 1 ? 'Falta escolher a parte de 1 item.' : `Falta escolher a parte de ${unassigned} itens.`}
            </p>
          ) : null}
          <IonList lines="full" className="split-dialog-parts" aria-label="Partes" data-testid="split-parts">
            {amounts.map((amount, index) => {
              const paid = dialog.paidParts.includes(index);
              return (
                <IonItem key={index} data-testid={`split-part-${index + 1}`}>
                  <IonLabel>
                    <h3>{partName(index)}</h3>
                    <p>{formatMoney(amount)}</p>
                  </IonLabel>
                  {paid ? (
                    <span slot="end" className="split-dialog-paid">
                      <IonIcon icon={checkmarkCircle} aria-hidden="true" /> Pago
                    </span>
                  ) : (
                    <IonButton
                      slot="end"
                      disabled={unassigned > 0 || amount <= 0 || amount > remainingOf(invoice)}
                      onClick={() => dispatch(partPayOpened({ part: index, amount, method: firstMethod }))}
                      aria-label={`Pagar ${partName(index)}, ${formatMoney(amount)}`}
                    >
                      Pagar
                    </IonButton>
                  )}
                </IonItem>
              );
            })}
          </IonList>
          <div className="closing-dialog-actions">
            <IonButton fill="outline" onClick={() => dispatch(splitDialogDismissed())}>
              Fechar
            </IonButton>
          </div>
        </>
      )}
    </div>
  );
}
