import { useEffect, useState, type ReactNode } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { checkmarkOutline, copyOutline } from 'ionicons/icons';
import { useDispatch } from 'react-redux';
import { errorRaised } from '@/shared/notifications/slice';

export const COPY_LOCK_MS = 2000;

interface Props {
  text: string;
  children?: ReactNode;
  fill?: 'clear' | 'outline' | 'solid' | 'default';
  size?: 'small' | 'default' | 'large';
  className?: string;
}

/** Copies `text`; the button stays disabled for 2 s so repeated taps do not stack writes or feedback. */
export function CopyButton({ text, children = 'Copiar', fill, size, className }: Props) {
  const dispatch = useDispatch();
  const [locked, setLocked] = useState(false);

  useEffect(() => {
    if (!locked) return undefined;
    const timer = setTimeout(() => setLocked(false), COPY_LOCK_MS);
    return () => clearTimeout(timer);
  }, [locked]);

  async function copy() {
    if (locked) return;
    setLocked(true);
    try {
      // navigator.clipboard is missing outside secure contexts; that lands in the same failure path.
      await navigator.clipboard.writeText(text);
    } catch (error) {
      dispatch(errorRaised({ title: 'Não foi possível copiar.', message: 'Você pode selecionar o texto no campo.', error }));
    }
  }

  return (
    <IonButton fill={fill} size={size} className={className} disabled={locked} onClick={() => void copy()}>
      <IonIcon slot="start" icon={locked ? checkmarkOutline : copyOutline} aria-hidden="true" />
      {children}
    </IonButton>
  );
}
