import { IonPage } from '@ionic/react';
import { createContext, useContext, type ReactNode } from 'react';

/** Set by a two-pane layout around its right pane. */
export const InPaneContext = createContext(false);

/** Whether this screen is drawn in a two-pane layout's right pane rather than as a page. */
export const useInPane = (): boolean => useContext(InPaneContext);

/**
 * A screen's outermost element: Ionic's page, or, inside a two-pane layout's right pane, a section laid out the
 * same way (a second Ionic page inside the outlet's would be taken for a page of the outlet's own).
 */
export function PageFrame({ children, label }: { children: ReactNode; label: string }) {
  if (!useInPane()) return <IonPage>{children}</IonPage>;
  return (
    <section className="workspace-pane-page" aria-label={label}>
      {children}
    </section>
  );
}
