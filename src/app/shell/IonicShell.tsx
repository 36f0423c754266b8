import { IonApp, IonRouterOutlet } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { lazy, useEffect, useMemo } from 'react';
import { Route } from 'react-router-dom';
import { ConnectionIndicator } from '@/features/connectivity/ConnectionIndicator';
import { SoundUnlockBar } from '@/sound/SoundUnlockBar';
import { SignedInArea, SignedOutOnly } from '../guards';
import { LazyPage } from '../layout/LazyPage';
import { paths } from '@/shared/routing/paths';
import MainTabs from '../MainTabs';
import { installLiveOperations, installPrintingIfPaired } from '../signedIn/area';
import type { AppStore } from '../store';
import { setUpIonic } from '@/shared/ui/ionicSetup';
import { useShellRefresh } from './shellRefresh';

setUpIonic();

const AboutPage = lazy(() => import('@/features/about/AboutPage'));

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
      lazy(() =>
        installLiveOperations(store).then(() => {
          void installPrintingIfPaired(store).catch(() => undefined);
          return { default: MainTabs };
        }),
      ),
    [store],
  );
  return (
    <IonApp>
      <ConnectionIndicator />
      <SoundUnlockBar />
      <IonReactRouter>
        <IonRouterOutlet>
          <Route path={paths.Login} element={<SignedOutOnly><HandOverToLogin /></SignedOutOnly>} />
          <Route path={paths.About} element={<LazyPage page={AboutPage} />} />
          <Route path="/*" element={<SignedInArea><LazyPage page={SignedInTabs} /></SignedInArea>} />
        </IonRouterOutlet>
      </IonReactRouter>
    </IonApp>
  );
}
