import { IonItem, IonLabel, IonList, IonListHeader } from '@ionic/react';
import type { Invoice } from '@contract/ordering';
import { addressLinesOf } from '@/shared/ordering/address';
import { phoneTextOf } from '@/shared/ordering/phone';

/** Who to call or where to deliver: each line is a link the phone can act on. */
export function CustomerInfo({ invoice }: { invoice: Invoice }) {
  const phone = phoneTextOf(invoice.mobile);
  const address = addressLinesOf(invoice.address);
  return (
    <IonList>
      <IonListHeader>
        <IonLabel>Cliente</IonLabel>
      </IonListHeader>
      <IonItem lines="none">
        <IonLabel>
          <h2>{invoice.name}</h2>
        </IonLabel>
      </IonItem>
      {phone ? (
        <IonItem lines="none" href={`tel:+${invoice.mobile}`} detail={false}>
          <IonLabel>
            <p>Celular</p>
            <h3>{phone}</h3>
          </IonLabel>
        </IonItem>
      ) : null}
      {invoice.email ? (
        <IonItem lines="none" href={`mailto:${invoice.email}`} detail={false}>
          <IonLabel>
            <p>Email</p>
            <h3>{invoice.email}</h3>
          </IonLabel>
        </IonItem>
      ) : null}
      {address.length ? (
        <IonItem lines="none">
          <IonLabel className="ion-text-wrap">
            <p>Endereço</p>
            {address.map((line) => (
              <h3 key={line}>{line}</h3>
            ))}
          </IonLabel>
        </IonItem>
      ) : null}
    </IonList>
  );
}
