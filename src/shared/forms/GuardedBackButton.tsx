import { IonButton, IonButtons, IonIcon } from '@ionic/react';
import { arrowBackSharp } from 'ionicons/icons';
import type { LeaveGuard } from './useLeaveGuard';

interface Props {
  guard: LeaveGuard;
  /** Where to go when the page was opened directly and there is no history to pop. */
  fallbackPath: string;
}

/**
 * Replaces IonBackButton on pages with a form: IonBackButton navigates on its own and cannot wait for the
 * unsaved-changes question. Goes in the toolbar's start slot.
 */
export function GuardedBackButton({ guard, fallbackPath }: Props) {
  return (
    <IonButtons slot="start">
      <IonButton aria-label="Voltar" onClick={() => void guard.guardedBack(fallbackPath)}>
        <IonIcon slot="icon-only" icon={arrowBackSharp} aria-hidden="true" />
      </IonButton>
    </IonButtons>
  );
}
