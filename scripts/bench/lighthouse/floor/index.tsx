/**
 * The floor of the Lighthouse benchmark: the shape of Ionic's own React tabs starter (IonApp, IonReactRouter, three
 * tabs, one list of 20 static items), built with the app's webpack configuration and served by the app's server, so
 * that what the framework alone costs on this machine is measured beside the app's pages in the same run.
 */
import {
  IonApp,
  IonContent,
  IonHeader,
  IonIcon,
  IonItem,
  IonLabel,
  IonList,
  IonPage,
  IonRouterOutlet,
  IonTabBar,
  IonTabButton,
  IonTabs,
  IonTitle,
  IonToolbar,
  setupIonicReact,
} from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { ellipse, square, triangle } from 'ionicons/icons';
import { createRoot } from 'react-dom/client';
import { Navigate, Route } from 'react-router-dom';
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/padding.css';
import '@ionic/react/css/text-alignment.css';

setupIonicReact({ mode: 'md' });

const rows = Array.from({ length: 20 }, (_, index) => `Item ${index + 1}`);

function Tab({ title, withList = false }: { title: string; withList?: boolean }) {
  return (
    <IonPage>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{title}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        {withList ? (
          <IonList>
            {rows.map((row) => (
              <IonItem key={row}>
                <IonLabel>{row}</IonLabel>
              </IonItem>
            ))}
          </IonList>
        ) : (
          <p className="ion-padding">{title}</p>
        )}
      </IonContent>
    </IonPage>
  );
}

const tabs = [
  { path: '/tab1', label: 'Tab 1', icon: triangle },
  { path: '/tab2', label: 'Tab 2', icon: ellipse },
  { path: '/tab3', label: 'Tab 3', icon: square },
];

function FloorApp() {
  return (
    <IonApp>
      <IonReactRouter>
        <IonTabs>
          <IonRouterOutlet>
            {tabs.map((tab, index) => (
              <Route key={tab.path} path={tab.path} element={<Tab title={tab.label} withList={index === 0} />} />
            ))}
            <Route index element={<Navigate to="/tab1" replace />} />
          </IonRouterOutlet>
          <IonTabBar slot="bottom">
            {tabs.map((tab) => (
              <IonTabButton key={tab.path} tab={tab.path.slice(1)} href={tab.path}>
                <IonIcon icon={tab.icon} aria-hidden="true" />
                <IonLabel>{tab.label}</IonLabel>
              </IonTabButton>
            ))}
          </IonTabBar>
        </IonTabs>
      </IonReactRouter>
    </IonApp>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<FloorApp />);
