import { IonButton, IonIcon, IonItem, IonLabel, IonList, IonPopover } from '@ionic/react';
import { ellipsisVertical } from 'ionicons/icons';
import { useState, type MouseEvent } from 'react';

export interface MoreMenuEntry {
  label: string;
  icon: string;
  onSelect: () => void;
  disabled?: boolean;
}

/** A screen's three-dots menu ('Alterar capa', 'Renomear', 'Remover' on the menu's screens), opened at the button. */
export function MoreMenu({ entries }: { entries: MoreMenuEntry[] }) {
  // Opened from the click event rather than a trigger id: Ionic keeps earlier pages mounted, and a trigger looked
  // up by id may not be in the document yet when the popover is created.
  const [opening, setOpening] = useState<MouseEvent | null>(null);
  const close = () => setOpening(null);
  return (
    <>
      <IonButton aria-label="Menu" onClick={(event) => setOpening(event)}>
        <IonIcon slot="icon-only" icon={ellipsisVertical} aria-hidden="true" />
      </IonButton>
      <IonPopover isOpen={opening !== null} event={opening?.nativeEvent} onDidDismiss={close}>
        <IonList lines="none">
          {entries.map((entry) => (
            <IonItem
              key={entry.label}
              button
              detail={false}
              disabled={entry.disabled}
              onClick={() => {
                close();
                entry.onSelect();
              }}
            >
              <IonIcon slot="start" icon={entry.icon} aria-hidden="true" />
              <IonLabel>{entry.label}</IonLabel>
            </IonItem>
          ))}
        </IonList>
      </IonPopover>
    </>
  );
}
