import { IonPage } from '@ionic/react';
import { createContext, Suspense, useContext, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { EmptyState } from '@/shared/ui/EmptyState';
import { InPaneContext } from '@/shared/ui/PageFrame';
import { useWideLayout } from '@/shared/ui/useWideLayout';
import { linkClicked, PaneLeaveGuardContext, type PaneLeave } from './paneLeaveGuard';
import './workspace.css';

export interface WorkspacePane {
  /** Which of the workspace's pane paths the address names. */
  path: string;
  params: Record<string, string | undefined>;
}

const isWholeNumber = (value: string | undefined) => value !== undefined && /^\d+$/.test(value);

/** What the address names: nothing (the list's own path), a pane, or undefined when it is not this workspace's. */
export function paneAt(pathname: string, listPath: string, panePaths: readonly string[]): WorkspacePane | null | undefined {
  if (pathname === listPath) return null;
  for (const path of panePaths) {
    const match = matchPath({ path, end: true }, pathname);
    if (match && Object.values(match.params).every(isWholeNumber)) return { path, params: match.params };
  }
  return undefined;
}

/**
 * What a list's right pane shows, from the address: nothing on the list's own path, else the first of `panePaths`
 * it matches (with whole-number ids). Elsewhere (another tab) the pane keeps what it showed.
 */
export function useWorkspacePane(listPath: string, panePaths: readonly string[]): WorkspacePane | null {
  const { pathname } = useLocation();
  const [kept, setKept] = useState<{ pathname: string; pane: WorkspacePane | null }>({ pathname: listPath, pane: null });
  const named = paneAt(pathname, listPath, panePaths);
  // Kept in state (updated while rendering, React's pattern for state that follows a prop) so that another tab's
  // address leaves it as it was.
  if (named !== undefined && kept.pathname !== pathname) setKept({ pathname, pane: named });
  return named === undefined ? kept.pane : named;
}

/** The record id a pane shows, when it shows `path`. */
export function paneIdOf(pane: WorkspacePane | null, path: string, param: string): number | null {
  return pane?.path === path ? Number(pane.params[param]) : null;
}

/**
 * The id of the record the pane shows (`paneIdOf`), given by the list screen's shell to its tiles: choosing
 * another record renders the two tiles concerned, not the list around them.
 */
export const PaneRecordContext = createContext<number | null>(null);

/** Whether the pane shows the record `id`. */
export function useIsPaneRecord(id: number): boolean {
  return useContext(PaneRecordContext) === id;
}

interface Props {
  /** The list screen's header and content. */
  children: ReactNode;
  /** What the right pane shows (a record, the filters), only asked for on a wide screen. */
  pane: () => ReactNode;
  /** What the right pane says while nothing is chosen ('Escolha um pedido na lista'). */
  emptyPane: { icon: string; title: string };
}

/**
 * A list screen. On a phone, the page alone; from 768 px wide, the list on the left and the chosen record (or the
 * filters) on the right, in one page, so choosing another record never leaves the list nor loses its scroll.
 */
export function WorkspacePage({ children, pane, emptyPane }: Props) {
  const wide = useWideLayout();
  const leaveGuard = useRef<PaneLeave | null>(null);
  const following = useRef(false);
  if (!wide) return <IonPage>{children}</IonPage>;
  const shown = pane();

  // A tap on a tile (or any link) of the list while the pane holds unsaved changes (the filters) asks first, as
  // the pane's own back button does; on 'Sim' the same link is followed.
  const onListClick = (event: MouseEvent) => {
    const ask = leaveGuard.current;
    if (!ask || following.current) return;
    const link = linkClicked(event.target);
    if (!link) return;
    event.preventDefault();
    event.stopPropagation();
    void ask().then((leave) => {
      if (!leave) return;
      following.current = true;
      try {
        link.click();
      } finally {
        following.current = false;
      }
    });
  };

  return (
    <IonPage>
      <div className="workspace">
        <div className="workspace-pane workspace-list" onClickCapture={onListClick}>
          {children}
        </div>
        <div className="workspace-pane workspace-detail">
          {shown ? (
            <InPaneContext.Provider value>
              <PaneLeaveGuardContext.Provider value={leaveGuard}>
                <Suspense fallback={null}>{shown}</Suspense>
              </PaneLeaveGuardContext.Provider>
            </InPaneContext.Provider>
          ) : (
            <div className="workspace-empty">
              <EmptyState icon={emptyPane.icon} title={emptyPane.title} />
            </div>
          )}
        </div>
      </div>
    </IonPage>
  );
}
