import { useCallback, useEffect } from 'react';
import { useConfirm } from '@/shared/ui/useConfirm';
import { useGoBack } from '@/shared/ui/useGoBack';
import { usePaneLeaveGuard } from '@/shared/layout/paneLeaveGuard';

export const LEAVE_MESSAGE = 'Deseja realmente sair?';

/** Above Ionic's router (0), below menus (99) and overlays (100), so an open alert still closes first. */
const BACK_BUTTON_PRIORITY = 10;

/** Ionic's hardware back event, declared here so the app does not depend on @ionic/core's typings directly. */
type BackButtonEvent = CustomEvent<{ register(priority: number, handler: (processNextHandler: () => void) => void): void }>;

export interface LeaveGuard {
  /** Resolves true at once when clean; otherwise asks 'Deseja realmente sair?'. */
  confirmLeave: () => Promise<boolean>;
  /** Goes back (or to fallbackPath on a deep link) once leaving is confirmed. */
  guardedBack: (fallbackPath: string) => Promise<void>;
}

/**
 * Unsaved-changes guard. Ionic's router is not a react-router data router, so blockers are unavailable: pages
 * route their own back/cancel actions through this guard, and the browser unload and the hardware back
 * button are intercepted here while the form is dirty, and so is a tap on the list beside a pane holding the form.
 */
export function useLeaveGuard(isDirty: boolean): LeaveGuard {
  const confirm = useConfirm();
  const goBack = useGoBack();

  const confirmLeave = useCallback(
    () => (isDirty ? confirm({ header: 'Atenção', message: LEAVE_MESSAGE }) : Promise.resolve(true)),
    [isDirty, confirm],
  );

  // Beside a list (a tablet's filters), a tap on the list asks too.
  usePaneLeaveGuard(confirmLeave, isDirty);

  const guardedBack = useCallback(
    async (fallbackPath: string) => {
      if (await confirmLeave()) goBack(fallbackPath);
    },
    [confirmLeave, goBack],
  );

  useEffect(() => {
    if (!isDirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // Browsers show their own text; preventDefault plus returnValue is what makes them ask at all.
      event.preventDefault();
      event.returnValue = '';
    };
    const onHardwareBack = (event: Event) => {
      (event as BackButtonEvent).detail.register(BACK_BUTTON_PRIORITY, (processNextHandler) => {
        // Not awaited: a second back press must reach the alert (priority 100) and close it as a 'Não'.
        void confirmLeave().then((leave) => {
          if (leave) processNextHandler();
        });
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('ionBackButton', onHardwareBack);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('ionBackButton', onHardwareBack);
    };
  }, [isDirty, confirmLeave]);

  return { confirmLeave, guardedBack };
}
