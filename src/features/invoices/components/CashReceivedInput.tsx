import { IonInput, IonItem, IonLabel, IonList, IonNote, IonRadio, IonRadioGroup } from '@ionic/react';
import { useMaskito } from '@maskito/react';
import { useEffect, useState } from 'react';
import { ionInputElement } from '@/shared/forms/masks';
import { parseReaisTyped, reaisMask } from '@/shared/forms/reaisInput';
import { formatMoney } from '@/shared/lib/money';
import { paymentMethodLabels } from '@contract/payment-methods';

/** A line of an amount in a payment dialog: 'Total', 'Pago', 'Falta', 'Troco'. */
export function AmountRow({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) {
  return (
    <IonItem lines="none" className={strong ? 'closing-dialog-row closing-dialog-total' : 'closing-dialog-row'}>
      <IonLabel>{label}</IonLabel>
      <IonNote slot="end">{formatMoney(amount)}</IonNote>
    </IonItem>
  );
}

/**
 * 'Valor recebido': the cash handed over, typed in reais ('20' is $ 20,00, '1.000' a thousand) or as the customer said, told to the
 * dialog as it is typed (null while empty), with the change it leaves under it.
 */
export function CashReceivedInput({
  initialText = '',
  change,
  onTyped,
}: {
  initialText?: string;
  change: (received: number | null) => number | null;
  onTyped: (received: number | null) => void;
}) {
  const [text, setText] = useState(initialText);
  const maskRef = useMaskito({ options: reaisMask, elementPredicate: ionInputElement });
  const received = parseReaisTyped(text);
  const left = change(received);
  useEffect(() => {
    onTyped(received);
  }, [onTyped, received]);
  return (
    <>
      <IonInput
        ref={maskRef}
        label="Valor recebido"
        labelPlacement="floating"
        fill="outline"
        inputmode="decimal"
        placeholder="0,00"
        value={text}
        onIonInput={(event) => setText(event.detail.value ?? '')}
      >
        <div slot="start" aria-hidden="true">
          $
        </div>
      </IonInput>
      {left !== null ? (
        <IonList lines="none">
          <AmountRow label="Troco" amount={left} strong />
        </IonList>
      ) : null}
    </>
  );
}

/** 'Forma de pagamento': the methods a payment may be recorded with, one chosen (none until the cashier picks one). */
export function PaymentMethodChoice<Method extends keyof typeof paymentMethodLabels>({
  methods,
  value,
  onChosen,
}: {
  methods: readonly Method[];
  value: Method | null;
  onChosen: (method: Method) => void;
}) {
  return (
    <IonRadioGroup
      className="closing-dialog-methods"
      aria-label="Forma de pagamento"
      value={value}
      onIonChange={(event) => onChosen(event.detail.value as Method)}
    >
      <p className="closing-dialog-methods-title" aria-hidden="true">
        Forma de pagamento
      </p>
      {methods.map((method) => (
        <IonItem key={method} lines="none">
          <IonRadio value={method} justify="start" labelPlacement="end">
            {paymentMethodLabels[method]}
          </IonRadio>
        </IonItem>
      ))}
    </IonRadioGroup>
  );
}
