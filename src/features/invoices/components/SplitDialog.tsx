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
import { useCallback, useEffect, useState } from 'react';
import type { Invoice, SplitMode } from '@contract/ordering';
import { SPLIT_PARTS } from '@contract/limits';
import { takesChange } from '@contract/payment-methods';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useTerms } from '@/shared/variant';
import { formatMoney } from '@/shared/lib/money';
import { canConfirmPayment, remainingOf } from '@/ordering/invoices/rules';
import { shortfallOf } from '../rules';
import { selectIsPayingPart } from '@/ordering/invoices/selectors';
import { partPaymentRequested } from '@/ordering/invoices/slice';
import {
  partChangeOf,
  partMethodsOf,
  FIRST_SPLIT,
  splitAmountsOf,
  splitLinesOf,
  splitViewOf,
  withLine,
  withMode,
  withParts,
  type SplitChange,
  type SplitView,
} from '../split/rules';
import { selectSplitDialog } from '../split/selectors';
import {
  partCashTyped,
  partMethodChosen,
  partPayDismissed,
  partPayOpened,
  splitChangeRequested,
  splitDialogDismissed,
  type PartForm,
  type SplitDialog as DialogState,
} from '../split/slice';
import { PixChargePanel, usePixCharge } from '@/features/pix/components/PixCharge';
import { CashReceivedInput, PaymentMethodChoice } from './CashReceivedInput';
import './closingDialog.css';

export const SPLIT_TITLE = 'Dividir conta';

const partName = (index: number | null) => (index === null ? 'O restante' : `Parte ${index + 1}`);

/** Sends a change of the split; the dialog shows it at once and the server's answer after. */
function useSplitChange(invoiceId: number) {
  const dispatch = useAppDispatch();
  return useCallback((change: SplitChange) => dispatch(splitChangeRequested({ invoiceId, change })), [dispatch, invoiceId]);
}

/** 'Dividir entre 3 pessoas', with − and + (2 to 20). */
function PeopleStepper({ invoiceId, view, locked }: { invoiceId: number; view: SplitView; locked: boolean }) {
  const change = useSplitChange(invoiceId);
  return (
    <div className="split-dialog-people">
      <IonButton
        fill="outline"
        size="small"
        aria-label="Menos uma parte"
        data-testid="split-fewer"
        disabled={locked || view.parts <= SPLIT_PARTS.min}
        onClick={() => change(withParts(view, view.parts - 1))}
      >
        <IonIcon slot="icon-only" icon={removeOutline} aria-hidden="true" />
      </IonButton>
      <span data-testid="split-people" aria-live="polite">{`Dividir entre ${view.parts} ${view.mode === 'equal' ? 'pessoas' : 'partes'}`}</span>
      <IonButton
        fill="outline"
        size="small"
        aria-label="Mais uma parte"
        data-testid="split-more"
        disabled={locked || view.parts >= SPLIT_PARTS.max}
        onClick={() => change(withParts(view, view.parts + 1))}
      >
        <IonIcon slot="icon-only" icon={addOutline} aria-hidden="true" />
      </IonButton>
    </div>
  );
}

/** Each line of the comanda and the part it goes to. */
function LinesToParts({ invoice, view, locked }: { invoice: Invoice; view: SplitView; locked: boolean }) {
  const change = useSplitChange(invoice.id);
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
            value={view.assignment[line.key]}
            onIonChange={(event) => {
              const part = Number(event.detail.value);
              if (view.assignment[line.key] !== part) change(withLine(view, line.key, part));
            }}
          >
            {Array.from({ length: view.parts }, (_, index) => (
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
 * paid on its own by any method the shop accepts. The split is the comanda's, kept by the server: a reload, another
 * device or another cashier shows the same parts, and the parts paid elsewhere live. The part that completes the
 * total closes the comanda.
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

/** Equal parts or by items; offered only while nothing of the comanda was paid, since by items splits all of it. */
function ModeChoice({ invoiceId, view, locked }: { invoiceId: number; view: SplitView; locked: boolean }) {
  const change = useSplitChange(invoiceId);
  return (
    <IonSegment
      value={view.mode}
      disabled={locked}
      onIonChange={(event) => {
        const mode = event.detail.value as SplitMode;
        if (mode !== view.mode) change(withMode(view, mode));
      }}
      aria-label="Como dividir"
    >
      <IonSegmentButton value="equal">
        <IonLabel>Partes iguais</IonLabel>
      </IonSegmentButton>
      <IonSegmentButton value="items">
        <IonLabel>Por itens</IonLabel>
      </IonSegmentButton>
    </IonSegment>
  );
}

function SplitBody({ invoice, dialog, invoiceTerm }: { invoice: Invoice; dialog: DialogState; invoiceTerm: string }) {
  const dispatch = useAppDispatch();
  const view = splitViewOf(invoice, dialog.pending);
  const locked = view.paidParts.length > 0;
  const lines = splitLinesOf(invoice);
  const itemsOffered = view.base === invoice.total && lines.length > 0;
  const { amounts, unassigned } = splitAmountsOf(view, invoice.total, lines);
  const firstMethod = partMethodsOf(dialog.acceptedMethods)[0] ?? 'cash';
  const remaining = remainingOf(invoice);
  // A part is paid against the split the server keeps, not one still on its way to it.
  const settled = dialog.pending === null && invoice.split != null;
  // A comanda with no split (none yet, or the server dropped it when the total changed after a part was paid) gets
  // the first one, once each time it is found without: a refusal does not send it again and again.
  const splitLess = invoice.split === null;
  const change = useSplitChange(invoice.id);
  useEffect(() => {
    if (splitLess) change(FIRST_SPLIT);
  }, [splitLess, change]);
  const payButton = (part: number | null, amount: number, disabled: boolean) => (
    <IonButton
      slot="end"
      disabled={disabled}
      onClick={() => dispatch(partPayOpened({ part, amount, method: firstMethod }))}
      aria-label={`${part === null ? 'Pagar o restante' : `Pagar ${partName(part)}`}, ${formatMoney(amount)}`}
    >
      {part === null ? 'Pagar o restante' : 'Pagar'}
    </IonButton>
  );
  return (
    <div className="closing-dialog-body" data-testid="split-dialog">
      <h2>{SPLIT_TITLE}</h2>
      <p className="closing-dialog-invoice">{`${invoiceTerm} #${invoice.code} · ${invoice.location}`}</p>
      <IonList lines="none">
        <IonItem lines="none" className="closing-dialog-row closing-dialog-total">
          <IonLabel>{view.base === invoice.total ? 'Total' : 'Falta pagar'}</IonLabel>
          <IonNote slot="end">{formatMoney(view.base)}</IonNote>
        </IonItem>
      </IonList>
      {dialog.paying ? (
        <PartPayForm invoice={invoice} dialog={dialog} form={dialog.paying} />
      ) : (
        <>
          {itemsOffered ? <ModeChoice invoiceId={invoice.id} view={view} locked={locked} /> : null}
          <PeopleStepper invoiceId={invoice.id} view={view} locked={locked} />
          {view.mode === 'items' ? <LinesToParts invoice={invoice} view={view} locked={locked} /> : null}
          {unassigned > 0 ? (
            <p className="closing-dialog-short" role="status">
              {unassigned === 1 ? 'Falta escolher a parte de 1 item.' : `Falta escolher a parte de ${unassigned} itens.`}
            </p>
          ) : null}
          <IonList lines="full" className="split-dialog-parts" aria-label="Partes" data-testid="split-parts">
            {amounts.map((amount, index) => (
              <IonItem key={index} data-testid={`split-part-${index + 1}`}>
                <IonLabel>
                  <h3>{partName(index)}</h3>
                  <p>{formatMoney(amount)}</p>
                </IonLabel>
                {view.paidParts.includes(index) ? (
                  <span slot="end" className="split-dialog-paid">
                    <IonIcon icon={checkmarkCircle} aria-hidden="true" /> Pago
                  </span>
                ) : (
                  payButton(index, amount, !settled || unassigned > 0 || amount <= 0 || amount > remaining)
                )}
              </IonItem>
            ))}
            {locked ? (
              <IonItem data-testid="split-rest">
                <IonLabel>
                  <h3>{partName(null)}</h3>
                  <p>{formatMoney(remaining)}</p>
                </IonLabel>
                {payButton(null, remaining, remaining <= 0)}
              </IonItem>
            ) : null}
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
