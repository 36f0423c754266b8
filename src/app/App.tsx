import { IonApp, IonRouterOutlet } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { lazy, useEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import { Route } from 'react-router-dom';
import type { AppVariant } from '../../contract/config';
import { UpdateNotificationHost } from '../features/app-update/UpdateNotificationHost';
import { OfflineBanner } from '../features/connectivity/OfflineBanner';
import { NotificationsHost } from '../shared/notifications/NotificationsHost';
import { termsByVariant } from './config';
import { SignedInArea, SignedOutOnly } from './guards';
import { LazyPage } from './layout/LazyPage';
import { paths } from './paths';
import { loginPageChunk } from './loginPageChunk';
import { loadSignedInArea } from './signedIn/area';
import type { AppStore } from './store';
import { VariantProvider } from './variant';

const AboutPage = lazy(() => import('../features/about/AboutPage'));
// Its own chunk, with the form library: a signed-in start never needs it.
const LoginPage = lazy(loginPageChunk);

export function documentTitleOf(variant: AppVariant): string {
  return `Painel do ${termsByVariant[variant].business}`;
}

export function App({ store, variant }: { store: AppStore; variant: AppVariant }) {
  useEffect(() => {
    document.title = documentTitleOf(variant);
  }, [variant]);
  // The signed-in area is its own chunk (screens, state and sagas), so the login page loads only what it shows.
  const MainTabs = useMemo(() => lazy(() => loadSignedInArea(store)), [store]);

  return (
    <Provider store={store}>
      <VariantProvider variant={variant}>
        <IonApp>
          <OfflineBanner />
          <IonReactRouter>
            <IonRouterOutlet>
              <Route path={paths.Login} element={<SignedOutOnly><LazyPage page={LoginPage} /></SignedOutOnly>} />
              <Route path={paths.About} element={<LazyPage page={AboutPage} />} />
              <Route path="/*" element={<SignedInArea><LazyPage page={MainTabs} /></SignedInArea>} />
            </IonRouterOutlet>
          </IonReactRouter>
          <NotificationsHost />
          <UpdateNotificationHost />
        </IonApp>
      </VariantProvider>
    </Provider>
  );
}
