import { IonIcon, IonLabel, IonRouterOutlet, IonTabBar, IonTabButton, IonTabs } from '@ionic/react';
import { bookOutline, cartOutline, ellipsisHorizontal, receiptOutline, restaurantOutline } from 'ionicons/icons';
import { Suspense, useEffect, useMemo } from 'react';
import { useStore } from 'react-redux';
import { Route } from 'react-router-dom';
import { AlertSignals } from '@/features/order-alerts/AlertSignals';
import { NotifiedOrderOpener } from '@/features/push/components/NotifiedOrderOpener';
import { billRequestsLabel } from '@/ordering/alerts/rules';
import { selectBillRequestCount, selectUnseenCount } from '@/ordering/alerts/selectors';
import { waitingCallsLabel } from '@/ordering/calls/rules';
import { selectWaitingCallCount } from '@/ordering/calls/selectors';
import { useAppSelector } from './hooks';
import { KioskWhenOn } from './layout/KioskWhenOn';
import { LazyPage } from './layout/LazyPage';
import { INVOICE_PANE_PATHS, PaymentInvoiceRedirect } from './layout/PaymentInvoiceRedirect';
import { HomeRedirect } from './layout/HomeRedirect';
import { showTabChosenOnTap } from './layout/tabChoice';
import { paths } from '@/shared/routing/paths';
import { routesForLayout, tabRoutesFor } from './routes';
import type { AppStore } from './store';
import { useTerms, useVariant } from '@/shared/variant';
import { useWideLayout } from '@/shared/ui/useWideLayout';
import { lazyChunk } from '@/shared/chunks/lazyChunk';

const NotFoundPage = lazyChunk(() => import('./pages/NotFoundPage'));
// Only a device with a printer paired ever has tickets waiting: the rest never download this.
const PrintQueueToast = lazyChunk(() => import('@/features/printing/PrintQueueToast'));
// Loaded only while the shop has new orders paused, which is seldom.
const OrderPauseBanner = lazyChunk(() => import('@/features/order-pause/components/OrderPauseBanner'));

/** The signed-in app: four tabs (spec section 2) and every guarded staff screen (customers' ones are the shell's). */
export default function MainTabs() {
  const terms = useTerms();
  const variant = useVariant();
  const store = useStore() as AppStore;
  const tabRoutes = useMemo(() => tabRoutesFor(store), [store]);
  const unseen = useAppSelector(selectUnseenCount);
  const bills = useAppSelector(selectBillRequestCount);
  const calls = useAppSelector(selectWaitingCallCount);
  const ticketsWaiting = useAppSelector((state) => (state.printing?.queue.length ?? 0) > 0);
  const ordersPaused = useAppSelector((state) => state.orderPause.pause?.paused ?? false);
  const wide = useWideLayout();
  useEffect(() => showTabChosenOnTap(document), []);
  return (
    <>
      <AlertSignals />
      <KioskWhenOn />
      <NotifiedOrderOpener />
      {ticketsWaiting ? (
        <Suspense fallback={null}>
          <PrintQueueToast />
        </Suspense>
      ) : null}
      <IonTabs>
      {ordersPaused ? (
        <div slot="top">
          <Suspense fallback={null}>
            <OrderPauseBanner />
          </Suspense>
        </div>
      ) : null}
      <IonRouterOutlet>
        {routesForLayout(tabRoutes, wide).map(([name, page, path]) => (
          <Route key={name} path={path} element={<LazyPage page={page} />} />
        ))}
        {/* Ionic's outlet reads every child as a route: no null among them. */}
        {(wide ? [] : INVOICE_PANE_PATHS).map((path) => (
          <Route key={path} path={path} element={<PaymentInvoiceRedirect />} />
        ))}
        {/* An index route, not path '/': Ionic's outlet would match '/' as a prefix of every path. */}
        <Route index element={<HomeRedirect />} />
        <Route path="*" element={<LazyPage page={NotFoundPage} />} />
      </IonRouterOutlet>
      <IonTabBar slot="bottom">
        <IonTabButton tab="orders" href={paths.Orders}>
          <IonIcon icon={receiptOutline} aria-hidden="true" />
          <IonLabel>Pedidos</IonLabel>
          {unseen > 0 ? (
            <span className="tab-count" aria-label={`${unseen} ${unseen === 1 ? 'pedido novo' : 'pedidos novos'}`}>
              {unseen}
            </span>
          ) : null}
        </IonTabButton>
        <IonTabButton tab="invoices" href={paths.Invoices}>
          <IonIcon icon={variant === 'food' ? restaurantOutline : cartOutline} aria-hidden="true" />
          <IonLabel>{terms.invoices}</IonLabel>
          {bills > 0 ? (
            <span className="tab-count tab-count--bill" aria-label={billRequestsLabel(bills)}>
              {bills}
            </span>
          ) : null}
        </IonTabButton>
        <IonTabButton tab="menu" href={paths.ItemGroups}>
          <IonIcon icon={bookOutline} aria-hidden="true" />
          <IonLabel>{terms.menu}</IonLabel>
        </IonTabButton>
        <IonTabButton tab="more" href={paths.More}>
          <IonIcon icon={ellipsisHorizontal} aria-hidden="true" />
          <IonLabel>Mais</IonLabel>
          {calls > 0 ? (
            <span className="tab-count tab-count--call" data-testid="calls-tab-count" aria-label={waitingCallsLabel(calls)}>
              {calls}
            </span>
          ) : null}
        </IonTabButton>
      </IonTabBar>
      </IonTabs>
    </>
  );
}
