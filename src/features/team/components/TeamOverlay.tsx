import { IonButton } from '@ionic/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { STAFF_PERMISSION_LABELS } from '@contract/staff-roles';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectSignedInMember } from '@/session/selectors';
import { selectActivePerson, selectAuthorizationRequest, selectDeviceLocked, selectLanding, selectPinEntry } from '@/session/person/selectors';
import { authorizationCancelled, authorizationPinSubmitted, landingReached, personLocked, pinSubmitted } from '@/session/person/slice';
import { signOutRequested } from '@/session/slice';
import { PinPad, PinPadAction } from './PinPad';

export const PIN_PROMPT = 'Digite seu PIN';
export const SWITCH_PERSON = 'Trocar pessoa';
export const AUTHORIZATION_TITLE = 'Autorização do gerente';
export const AUTHORIZATION_HINT = 'Peça a um gerente para digitar o PIN.';

/** The person acting, over every staff screen, and 'Trocar pessoa': a tap, then the next person's PIN. */
/** The person acting, by name; 'Trocar pessoa' unless they signed in with their own e-mail (the device is theirs). */
function PersonBar({ name, switchable }: { name: string; switchable: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <div className="person-bar no-print" data-testid="person-bar">
      <span className="person-bar-name" data-testid="active-person">
        {name}
      </span>
      {switchable ? (
        <IonButton fill="clear" size="small" onClick={() => dispatch(personLocked('switch'))}>
          {SWITCH_PERSON}
        </IonButton>
      ) : null}
    </div>
  );
}

/** The device in 'Pedir PIN' with no one acting: the whole screen is the PIN pad. */
function PinLock() {
  const dispatch = useAppDispatch();
  const entry = useAppSelector(selectPinEntry);
  if (!entry) return null;
  return (
    <div className="pin-overlay" data-testid="pin-lock">
      <PinPad
        title={PIN_PROMPT}
        entry={entry}
        onSubmit={(pin) => dispatch(pinSubmitted(pin))}
        secondary={<PinPadAction label="Sair" onClick={() => dispatch(signOutRequested())} />}
      />
    </div>
  );
}

/** 'Autorização do gerente': the action waits while a manager types their PIN on this device. */
function ManagerAuthorizationDialog() {
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectAuthorizationRequest);
  if (!request) return null;
  return (
    <div className="pin-overlay pin-overlay--dialog" role="dialog" aria-modal="true" aria-label={AUTHORIZATION_TITLE}>
      <PinPad
        title={AUTHORIZATION_TITLE}
        entry={request}
        onSubmit={(pin) => dispatch(authorizationPinSubmitted(pin))}
        secondary={<PinPadAction label="Cancelar" onClick={() => dispatch(authorizationCancelled())} />}
      >
        <p className="pin-pad-note" data-testid="authorization-permission">
          {STAFF_PERMISSION_LABELS[request.permission]}
        </p>
        <p className="pin-pad-note">{AUTHORIZATION_HINT}</p>
      </PinPad>
    </div>
  );
}

/**
 * What the team shows on a device where it runs: the person's bar, the PIN pad while locked, a manager's
 * authorization when an action asks for one; and, once a person's PIN is taken, their role's screen.
 */
export default function TeamOverlay() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const active = useAppSelector(selectActivePerson);
  const signedInMember = useAppSelector(selectSignedInMember);
  const locked = useAppSelector(selectDeviceLocked);
  const landing = useAppSelector(selectLanding);
  useEffect(() => {
    if (!landing) return;
    navigate(landing);
    dispatch(landingReached());
  }, [landing, navigate, dispatch]);
  return (
    <>
      {signedInMember ? <PersonBar name={signedInMember.name} switchable={false} /> : null}
      {active && !signedInMember ? <PersonBar name={active.member.name} switchable /> : null}
      {locked ? <PinLock /> : null}
      <ManagerAuthorizationDialog />
    </>
  );
}
