import { IonButton, IonIcon } from '@ionic/react';
import { checkmarkDoneOutline, handRightOutline } from 'ionicons/icons';
import type { TableCall } from '@contract/calls';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { canRunCallCommand } from '@/ordering/calls/rules';
import { callLineOf, callProgressOf } from '../rules';
import { selectCallPending } from '@/ordering/calls/selectors';
import { callCommandRequested } from '@/ordering/calls/slice';

interface Props {
  call: TableCall;
  now: number;
}

/** One call: what the table asked and how long ago, who is on it, and the step this device may take. */
export function CallCard({ call, now }: Props) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((state) => selectCallPending(state, call.id));
  const progress = callProgressOf(call);
  const claim = canRunCallCommand('claim', call);
  const finish = canRunCallCommand('finish', call);
  return (
    <article className={`call-card call-card--${call.status}`} data-testid={`call-${call.id}`} aria-label={callLineOf(call, now)}>
      <p className="call-card__line">{callLineOf(call, now)}</p>
      {progress ? (
        <p className="call-card__progress" data-testid="call-progress">
          {progress}
        </p>
      ) : null}
      {claim || finish ? (
        <IonButton
          className="call-card__action"
          expand="block"
          color={claim ? 'primary' : 'dark'}
          fill={claim ? 'solid' : 'outline'}
          disabled={pending !== undefined}
          onClick={() => dispatch(callCommandRequested({ id: call.id, command: claim ? 'claim' : 'finish' }))}
        >
          <IonIcon slot="start" icon={claim ? handRightOutline : checkmarkDoneOutline} aria-hidden="true" />
          {claim ? 'Vou atender' : 'Concluir'}
        </IonButton>
      ) : null}
    </article>
  );
}
