import { IonItemDivider, IonLabel } from '@ionic/react';

/** The plain day header of the orders and payments lists ('sexta-feira, 20 de novembro'). */
export function DayHeader({ label }: { label: string }) {
  return (
    <IonItemDivider>
      <IonLabel>{label}</IonLabel>
    </IonItemDivider>
  );
}
