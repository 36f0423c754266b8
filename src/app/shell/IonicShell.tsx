import { IonApp, IonRouterOutlet } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { useEffect, useMemo } from 'react';
import { Route } from 'react-router-dom';
import { SignedInArea, SignedOutOnly } from '../guards';
import { LazyPage } from '../layout/LazyPage';
import { paths } from '@/shared/routing/paths';
import MainTabs from '../MainTabs';
import { customerRoutesFor } from '../routes';
import { installLiveOperations, installPrintingIfPaired, installTeamIfAsked } from '../signedIn/area';
import type { AppStore } from '../store';
import { setUpIonic } from '@/shared/ui/ionicSetup';
import { useShellRefresh } from './shellRefresh';
import { StaffBars } from './StaffBars';
import { lazyChunk } from '@/shared/chunks/lazyChunk';

setUpIonic();

const AboutPage = lazyChunk(() => import('@/features/about/AboutPage'));

/** A signed-out visitor this router sent to /login (from NotFound, say): the outer shell shows the login page. */
function HandOverToLogin() {
  const refresh = useShellRefresh();
  useEffect(refresh, [refresh]);
  return null;
}

export default function IonicShell({ store }: { store: AppStore }) {
  // The tabs render once the live operations' state is in the store.
  const SignedInTabs = useMemo(
    () =>
      lazyChunk(() =>
        installLiveOperations(store).then(() => {
          void installPrintingIfPaired(store).catch(() => undefined);
          void installTeamIfAsked(store).catch(() => undefined);
          return { default: MainTabs };
        }),
      ),
    [store],
  );
  // The screens customers see: on their own, full screen, with the live operations but without the tabs.
  const customerRoutes = useMemo(() => customerRoutesFor(store, () => installLiveOperations(store)), [store]);
  return (
    <IonApp>
      <IonReactRouter>
        {/* Inside the router, which renders no element: the bars stay the app's first children, as their CSS expects. */}
        <StaffBars />
        <IonRouterOutlet>
          <Route path={paths.Login} element={<SignedOutOnly><HandOverToLogin /></SignedOutOnly>} />
          <Route path={paths.About} element={<LazyPage page={AboutPage} />} />
          {customerRoutes.map(([name, page]) => (
            <Route
              key={name}
              path={paths[name]}
              element={
                <SignedInArea>
                  <LazyPage page={page} />
                </SignedInArea>
              }
            />
          ))}
          <Route path="/*" element={<SignedInArea><LazyPage page={SignedInTabs} /></SignedInArea>} />
        </IonRouterOutlet>
      </IonReactRouter>
    </IonApp>
  );
}
