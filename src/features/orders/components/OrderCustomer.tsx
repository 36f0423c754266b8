import { IonIcon, IonItem, IonLabel, IonList, IonListHeader } from '@ionic/react';
import { callOutline, homeOutline, mailOutline, personOutline } from 'ionicons/icons';
import type { Invoice } from '@contract/ordering';
import { addressLinesOf } from '@/shared/ordering/address';
import { phoneTextOf } from '@/shared/ordering/phone';

/** Who ordered, from the invoice: the order itself carries no customer data. */
export function OrderCustomer({ invoice }: { invoice: Invoice }) {
  return (
    <IonList>
      <IonListHeader>
        <IonLabel>Cliente</IonLabel>
      </IonListHeader>
      <IonItem lines="none">
        <IonIcon icon={personOutline} slot="start" aria-hidden="true" />
        <IonLabel>{invoice.name}</IonLabel>
      </IonItem>
      {invoice.mobile ? (
        <IonItem lines="none" href={`tel:+${invoice.mobile}`} detail={false}>
          <IonIcon icon={callOutline} slot="start" aria-hidden="true" />
          <IonLabel>{phoneTextOf(invoice.mobile)}</IonLabel>
        </IonItem>
      ) : null}
      {invoice.email ? (
        <IonItem lines="none">
          <IonIcon icon={mailOutline} slot="start" aria-hidden="true" />
          <IonLabel className="ion-text-wrap">{invoice.email}</IonLabel>
        </IonItem>
      ) : null}
      {invoice.address ? (
        <IonItem lines="none">
          <IonIcon icon={homeOutline} slot="start" aria-hidden="true" />
          <IonLabel className="ion-text-wrap">
            {addressLinesOf(invoice.address).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </IonLabel>
        </IonItem>
      ) : null}
    </IonList>
  );
}
