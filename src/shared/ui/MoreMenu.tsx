import { IonIcon, IonItem, IonLabel, IonList, IonPopover } from '@ionic/react';
import { useState, type MouseEvent } from 'react';
import { MoreMenuButton } from './MoreMenuButton';

export interface MoreMenuEntry {
  label: string;
  icon: string;
  onSelect: () => void;
  disabled?: boolean;
}

/** The menu's entries, opened at the tap that asked for them; null closes it. */
export function MoreMenuPopover({ opening, entries, onClose }: { opening: MouseEvent | null; entries: MoreMenuEntry[]; onClose: () => void }) {
  return (
    <IonPopover
      isOpen={opening !== null}
      event={opening?.nativeEvent}
      onDidDismiss={onClose}
      // Ionic marks the popover aria-modal without a role, which screen readers may then ignore: it is a dialog.
      htmlAttributes={{ role: 'dialog', 'aria-label': 'Menu' }}
    >
      <IonList lines="none">
        {entries.map((entry) => (
          <IonItem
            key={entry.label}
            button
            detail={false}
            disabled={entry.disabled}
            onClick={() => {
              onClose();
              entry.onSelect();
            }}
          >
            <IonIcon slot="start" icon={entry.icon} aria-hidden="true" />
            <IonLabel>{entry.label}</IonLabel>
          </IonItem>
        ))}
      </IonList>
    </IonPopover>
  );
}

/** A screen's three-dots menu ('Alterar capa', 'Renomear', 'Remover' on the menu's screens), opened at the button. */
export function MoreMenu({ entries }: { entries: MoreMenuEntry[] }) {
  // Opened from the click event rather than a trigger id: Ionic keeps earlier pages mounted, and a trigger looked
  // up by id may not be in the document yet when the popover is created.
  const [opening, setOpening] = useState<MouseEvent | null>(null);
  return (
    <>
      <MoreMenuButton onOpen={setOpening} />
      <MoreMenuPopover opening={opening} entries={entries} onClose={() => setOpening(null)} />
    </>
  );
}
