import { IonButton, IonSpinner } from '@ionic/react';
import { useEffect, useState, type ReactNode } from 'react';
import { STAFF_MESSAGES } from '@contract/staff-roles';
import { pinAfterKey, pinComplete, secondsLeftOf, PIN_MIN_DIGITS } from '@/session/person/rules';
import type { PinEntry } from '@/session/person/slice';
import { useNow } from '@/shared/lib/useNow';
import './pinPad.css';

const DIGIT_ROWS = [
  ['1', '2', '3'],
  ['4', '5', '6'],
  ['7', '8', '9'],
];

interface Props {
  title: string;
  /** Under the title: what the PIN is for. */
  children?: ReactNode;
  entry: PinEntry;
  onSubmit: (pin: string) => void;
  /** Beside 'Entrar': 'Cancelar' on the manager's dialog, 'Sair' on the lock. */
  secondary?: ReactNode;
}

function LockCountdown({ until }: { until: number }) {
  const now = useNow(1_000);
  const seconds = secondsLeftOf(until, now);
  return seconds > 0 ? <>{STAFF_MESSAGES.pinLocked(seconds)}</> : null;
}

/**
 * The PIN pad of a shared device: big keys a thumb hits, a dot for each digit typed (the digits never show), the
 * server's words when refused and, locked by too many wrong PINs, the seconds left. A keyboard's digits work too.
 */
export function PinPad({ title, children, entry, onSubmit, secondary }: Props) {
  const [typed, setTyped] = useState('');
  const now = useNow(1_000);
  const locked = secondsLeftOf(entry.lockedUntil, now) > 0;
  const disabled = entry.pending || locked;

  const press = (key: string) => {
    if (disabled) return;
    if (key === 'enter') {
      if (!pinComplete(typed)) return;
      onSubmit(typed);
      setTyped('');
      return;
    }
    setTyped((current) => pinAfterKey(current, key));
  };

  useEffect(() => {
    const typedOnKeyboard = (event: KeyboardEvent) => {
      if (/^[0-9]$/.test(event.key)) press(event.key);
      else if (event.key === 'Backspace') press('back');
      else if (event.key === 'Enter') press('enter');
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', typedOnKeyboard);
    return () => window.removeEventListener('keydown', typedOnKeyboard);
  });

  const dots = Math.max(PIN_MIN_DIGITS, typed.length);
  return (
    <div className="pin-pad">
      <h1 className="pin-pad-title">{title}</h1>
      {children}
      <div className="pin-pad-dots" role="img" aria-label={`${typed.length} dígitos digitados`} data-testid="pin-dots">
        {Array.from({ length: dots }, (_, index) => (
          <span key={index} className={index < typed.length ? 'pin-pad-dot pin-pad-dot--typed' : 'pin-pad-dot'} />
        ))}
      </div>
      <p className="pin-pad-message" role="alert">
        {entry.pending ? <IonSpinner name="dots" aria-label="Verificando" /> : null}
        {!entry.pending && locked && entry.lockedUntil !== null ? <LockCountdown until={entry.lockedUntil} /> : null}
        {!entry.pending && !locked ? entry.message : null}
      </p>
      <div className="pin-pad-keys">
        {DIGIT_ROWS.flat().map((digit) => (
          <button key={digit} type="button" className="pin-pad-key" disabled={disabled} onClick={() => press(digit)}>
            {digit}
          </button>
        ))}
        <button type="button" className="pin-pad-key pin-pad-key--small" aria-label="Apagar" disabled={disabled || typed.length === 0} onClick={() => press('back')}>
          ⌫
        </button>
        <button type="button" className="pin-pad-key" disabled={disabled} onClick={() => press('0')}>
          0
        </button>
        <button type="button" className="pin-pad-key pin-pad-key--small pin-pad-key--enter" disabled={disabled || !pinComplete(typed)} onClick={() => press('enter')}>
          Entrar
        </button>
      </div>
      {secondary ? <div className="pin-pad-secondary">{secondary}</div> : null}
    </div>
  );
}

/** A plain, quiet button under the pad ('Cancelar', 'Sair'). */
export function PinPadAction({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IonButton fill="clear" onClick={onClick}>
      {label}
    </IonButton>
  );
}
