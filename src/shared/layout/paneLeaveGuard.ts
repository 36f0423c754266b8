import { createContext, useContext, useEffect, type MutableRefObject } from 'react';

/** Asks before the right pane's screen is left; resolves true when it may be. */
export type PaneLeave = () => Promise<boolean>;

/**
 * Set by a two-pane layout around its right pane: the pane's form puts here its question while it has unsaved
 * changes, and the list beside it asks it before a tap on the list opens something else in the pane.
 */
export const PaneLeaveGuardContext = createContext<MutableRefObject<PaneLeave | null> | null>(null);

/** A form in a right pane: while `active`, a tap on the list's links asks `confirmLeave` first. */
export function usePaneLeaveGuard(confirmLeave: PaneLeave, active: boolean): void {
  const holderRef = useContext(PaneLeaveGuardContext);
  useEffect(() => {
    if (!holderRef || !active) return undefined;
    holderRef.current = confirmLeave;
    return () => {
      if (holderRef.current === confirmLeave) holderRef.current = null;
    };
  }, [holderRef, active, confirmLeave]);
}

/** The controls a tap inside the list may reach first; only one that has an address leaves the pane. */
const CONTROLS =
  'a, ion-item, ion-router-link, ion-card, ion-button, button, ion-checkbox, ion-toggle, ion-select, ion-segment-button, input, textarea';

/** Ionic's React components hand `routerLink` to the element as its `href` property, not always as an attribute. */
function addressOf(element: Element): string | null {
  const href = element.getAttribute('href') ?? (element as Element & { href?: unknown }).href;
  return typeof href === 'string' && href !== '' ? href : null;
}

/** The link a click on the list would follow, or null when the click stays in the list (a button, a field). */
export function linkClicked(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>(CONTROLS);
  return control && addressOf(control) !== null ? control : null;
}
