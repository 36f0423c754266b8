import { IonActionSheet } from '@ionic/react';
import { pauseCircleOutline, playCircleOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { MoreMenuEntry } from '@/shared/ui/MoreMenu';
import { useNow } from '@/shared/lib/useNow';
import { isPausedAt, PAUSE_CHOICES } from '../rules';
import { selectOrderPause, selectOrderPauseSending } from '../selectors';
import { pauseOrdersRequested, resumeOrdersRequested } from '../slice';
import { useFeatureGroup } from '@/shared/featureGroups/useFeatureGroup';
import { orderPauseCommands } from '../commands';

export const PAUSE_LABEL = 'Pausar pedidos';
export const RESUME_LABEL = 'Retomar pedidos';

/**
 * 'Pausar pedidos' where staff reach for it (Pedidos' menu, Mais): the entry says pause or resume as the shop
 * stands, and pausing asks for how long in a sheet of the issue's choices.
 */
export function usePauseControl(): { entry: MoreMenuEntry; sheet: React.ReactNode } {
  const dispatch = useAppDispatch();
  const pause = useAppSelector(selectOrderPause);
  const sending = useAppSelector(selectOrderPauseSending);
  const paused = isPausedAt(pause, useNow(15_000));
  const [choosing, setChoosing] = useState(false);
  useFeatureGroup(orderPauseCommands);
  const entry: MoreMenuEntry = paused
    ? { label: RESUME_LABEL, icon: playCircleOutline, disabled: sending, onSelect: () => dispatch(resumeOrdersRequested()) }
    : { label: PAUSE_LABEL, icon: pauseCircleOutline, disabled: sending, onSelect: () => setChoosing(true) };
  const sheet = (
    <IonActionSheet
      isOpen={choosing}
      header="Pausar pedidos por quanto tempo?"
      subHeader="Enquanto a loja estiver pausada, os clientes não conseguem fazer novos pedidos."
      buttons={[
        ...PAUSE_CHOICES.map((choice) => ({ text: choice.label, handler: () => void dispatch(pauseOrdersRequested(choice.minutes)) })),
        { text: 'Cancelar', role: 'cancel' },
      ]}
      onDidDismiss={() => setChoosing(false)}
    />
  );
  return { entry, sheet };
}
