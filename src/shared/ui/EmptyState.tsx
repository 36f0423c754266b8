import type { ReactNode } from 'react';
import { IonIcon, IonText } from '@ionic/react';

interface Props {
  title: string;
  text?: string;
  /** An ionicons icon (the imported SVG data URL). */
  icon?: string;
  children?: ReactNode;
}

export function EmptyState({ title, text, icon, children }: Props) {
  return (
    <div className="ion-padding ion-text-center">
      {icon ? <IonIcon icon={icon} aria-hidden="true" style={{ fontSize: 64 }} color="medium" /> : null}
      <h2>{title}</h2>
      {text ? (
        <p>
          <IonText color="medium">{text}</IonText>
        </p>
      ) : null}
      {children}
    </div>
  );
}
