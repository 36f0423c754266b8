import { IonApp, IonRouterOutlet } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { lazy, useEffect } from 'react';
import { Provider } from 'react-redux';
import { Route } from 'react-router-dom';
import type { AppVariant } from '../../contract/config';
import LoginPage from '../features/auth/pages/LoginPage';
import { Notifications } from '../shared/notifications/Notifications';
import { termsByVariant } from './config';
import { SignedInArea, SignedOutOnly } from './guards';
import { LazyPage } from './layout/LazyPage';
import { MainTabs } from './MainTabs';
import { paths } from './paths';
import type { AppStore } from './store';
import { VariantProvider } from './variant';

const AboutPage = lazy(() => import('../features/about/AboutPage'));

export function documentTitleOf(variant: AppVariant): string {
  return `Painel do ${termsByVariant[variant].business}`;
}

export function App({ store, variant }: { store: AppStore; variant: AppVariant }) {
  useEffect(() => {
    document.title = documentTitleOf(variant);
  }, [variant]);

  return (
    <Provider store={store}>
      <VariantProvider variant={variant}>
        <IonApp>
          <IonReactRouter>
            <IonRouterOutlet>
              <Route path={paths.Login} element={<SignedOutOnly><LoginPage /></SignedOutOnly>} />
              <Route path={paths.About} element={<LazyPage page={AboutPage} />} />
              <Route path="/*" element={<SignedInArea><MainTabs /></SignedInArea>} />
            </IonRouterOutlet>
          </IonReactRouter>
          <Notifications />
        </IonApp>
      </VariantProvider>
    </Provider>
  );
}
