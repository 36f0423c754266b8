import { IonItem, IonLabel, IonList, IonListHeader, IonNote } from '@ionic/react';
import { format } from 'date-fns';
import type { Order } from '@contract/ordering';
import { toDate } from '@/shared/lib/time';

const steps: Array<[keyof Order, string]> = [
  ['createdAt', 'Criado'],
  ['authorizedAt', 'Autorizado'],
  ['startedAt', 'Iniciado'],
  ['completedAt', 'Completado'],
  ['canceledAt', 'Cancelado'],
];

/** The steps the order went through, with their times. */
export function OrderTimeline({ order }: { order: Order }) {
  return (
    <IonList>
      <IonListHeader>
        <IonLabel>Horários</IonLabel>
      </IonListHeader>
      {steps.map(([field, label]) => {
        const value = order[field];
        if (typeof value !== 'string') return null;
        return (
          <IonItem key={field} lines="none">
            <IonLabel>{label}</IonLabel>
            <IonNote slot="end">
              <time dateTime={value}>{format(toDate(value), 'dd/MM/yyyy HH:mm')}</time>
            </IonNote>
          </IonItem>
        );
      })}
    </IonList>
  );
}
