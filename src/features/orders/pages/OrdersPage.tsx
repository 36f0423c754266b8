import {
  IonContent,
  IonInfiniteScroll,
  IonInfiniteScrollContent,
  IonRefresher,
  IonRefresherContent,
  IonSpinner,
} from '@ionic/react';
import { receiptOutline, searchOutline } from 'ionicons/icons';
import { ActiveFilters, FilterButton } from '@/shared/filters/ActiveFilters';
import { memo, Suspense, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { paths } from '@/shared/routing/paths';
import { paneIdOf, PaneRecordContext, useWorkspacePane, WorkspacePage } from '@/shared/layout/Workspace';
import { groupByDay } from '@/shared/lib/time';
import { useNow } from '@/shared/lib/useNow';
import { DayGroupedList } from '@/shared/ui/DayGroupedList';
import { DayHeader } from '@/shared/ui/DayHeader';
import { EmptyState } from '@/shared/ui/EmptyState';
import { MoreMenuButton } from '@/shared/ui/MoreMenuButton';
import { ListErrorRow } from '@/shared/ui/ListErrorRow';
import { LoadErrorState } from '@/shared/ui/LoadErrorState';
import { selectShopScope } from '@/session/scope';
import { NewOrdersPill } from '@/features/order-alerts/NewOrdersPill';
import { selectAlertSettings, selectEscalatedOrderIds, selectUnseenOrderIds } from '@/ordering/alerts/selectors';
import { OrderTile } from '../components/OrderTile';
import {
  selectHasDefaultOrderFilters,
  selectOrderFilterChips,
  selectOrderFilters,
  selectOrdersMore,
  selectOrdersPaging,
  selectOrdersRefreshError,
  selectOrdersRefreshing,
  selectOrdersStatus,
  selectOrderSort,
  selectShownOrders,
} from '../view/selectors';
import { OrderSortChoice } from '../components/OrderSortChoice';
import { isWaiting, matchesOrderFilters } from '@/ordering/orders/rules';
import { orderFiltersChanged, ordersLoadRequested, ordersMoreRequested, ordersRefreshRequested } from '../view/slice';
import '../components/orders.css';
import { lazyChunk } from '@/shared/chunks/lazyChunk';

/** Day headers must flip at midnight without a reload, but a minute late is fine. */
const DAY_CHECK_MS = 60_000;

/** Scrolled past this, the newest orders are out of sight and the 'novos pedidos' pill may show. */
const SCROLLED_PX = 160;

/** Pixel heights of a day header and a one-line order tile before they are measured. */
const TILE_ESTIMATE = { header: 41, item: 105 };

const OrderDetails = lazyChunk(() => import('./OrderDetailsPage').then((page) => ({ default: page.OrderDetails })));
const OrderFilters = lazyChunk(() => import('./ChangeOrderFiltersPage'));
const OrdersMenu = lazyChunk(() => import('../components/OrdersMenu'));
const PANE_PATHS = [paths.ChangeOrderFilters, paths.OrderDetails];

type Completable = { complete: () => Promise<void> | void };
const EMPTY_PANE = { icon: receiptOutline, title: 'Escolha um pedido na lista' };

/**
 * Pedidos. Only this shell follows the address (which order the pane shows); the list below it does not render
 * again on a tab switch, a page opened or another order chosen (the tiles read the chosen one).
 */
export default function OrdersPage() {
  const pane = useWorkspacePane(paths.Orders, PANE_PATHS);
  const selectedId = paneIdOf(pane, paths.OrderDetails, 'orderId');
  return (
    <WorkspacePage
      pane={() => {
        if (pane?.path === paths.ChangeOrderFilters) return <OrderFilters />;
        return selectedId === null ? null : <OrderDetails orderId={selectedId} />;
      }}
      emptyPane={EMPTY_PANE}
    >
      <PaneRecordContext.Provider value={selectedId}>
        <OrdersList />
      </PaneRecordContext.Provider>
    </WorkspacePage>
  );
}

const OrdersList = memo(function OrdersList() {
  const dispatch = useAppDispatch();
  const scope = useAppSelector(selectShopScope);
  const orders = useAppSelector(selectShownOrders);
  const sort = useAppSelector(selectOrderSort);
  const status = useAppSelector(selectOrdersStatus);
  const refreshError = useAppSelector(selectOrdersRefreshError);
  const refreshing = useAppSelector(selectOrdersRefreshing);
  const paging = useAppSelector(selectOrdersPaging);
  const more = useAppSelector(selectOrdersMore);
  const defaultFilters = useAppSelector(selectHasDefaultOrderFilters);
  const filters = useAppSelector(selectOrderFilters);
  const filterChips = useAppSelector(selectOrderFilterChips);
  const now = useNow(DAY_CHECK_MS);
  const groups = useMemo(
    () => groupByDay(orders, (order) => order.createdAt, now, sort === 'oldest'),
    [orders, now, sort],
  );
  const infinite = useRef<Completable | null>(null);
  const refresher = useRef<Completable | null>(null);
  const contentRef = useRef<HTMLIonContentElement>(null);
  const unseenIds = useAppSelector(selectUnseenOrderIds);
  const unseen = useMemo(() => new Set(unseenIds), [unseenIds]);
  const escalatedIds = useAppSelector(selectEscalatedOrderIds);
  const escalated = useMemo(() => new Set(escalatedIds), [escalatedIds]);
  const [scrolled, setScrolled] = useState(false);
  const [menuOpening, setMenuOpening] = useState<MouseEvent | null>(null);
  const [menuWanted, setMenuWanted] = useState(false);
  const thresholds = useAppSelector(selectAlertSettings);

  // Right after sign-in the shop is not known yet; the list loads as soon as it is, unless joining the live room
  // already asked for it.
  useEffect(() => {
    if (scope && status === 'idle') dispatch(ordersLoadRequested());
  }, [dispatch, scope, status]);

  useEffect(() => {
    if (more.status !== 'pending') void infinite.current?.complete();
  }, [more.status]);

  useEffect(() => {
    if (!refreshing) void refresher.current?.complete();
  }, [refreshing]);

  let content;
  if (orders.length > 0) {
    content = (
      <>
        {refreshError ? (
          <ListErrorRow message="Não foi possível atualizar os pedidos." onRetry={() => dispatch(ordersRefreshRequested())} />
        ) : null}
        <DayGroupedList
          content={contentRef}
          groups={groups}
          keyOf={(order) => order.id}
          renderHeader={(group) => <DayHeader label={group.label} />}
          renderItem={(order, group) => (
            <OrderTile
              order={order}
              relative={group.isToday}
              unseen={unseen.has(order.id)}
              escalated={escalated.has(order.id)}
              waiting={isWaiting(order) ? thresholds : undefined}
              leaving={!matchesOrderFilters(order, filters)}
            />
          )}
          estimate={TILE_ESTIMATE}
        />
        {more.status === 'error' ? (
          <ListErrorRow message="Não foi possível carregar mais pedidos." onRetry={() => dispatch(ordersMoreRequested())} />
        ) : null}
      </>
    );
  } else if (status === 'error') {
    content = <LoadErrorState label="seus pedidos" onRetry={() => dispatch(ordersLoadRequested())} />;
  } else if (status === 'resolved') {
    content = defaultFilters ? (
      <EmptyState icon={receiptOutline} title="Todos a postos" text="Estamos aguardando o próximo pedido!" />
    ) : (
      <EmptyState icon={searchOutline} title="Nenhum pedido encontrado" text="Experimente alterar os filtros." />
    );
  } else {
    content = (
      <div className="orders-loading">
        <IonSpinner aria-label="Carregando" />
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title="Pedidos"
        end={
          <>
            <FilterButton to={paths.ChangeOrderFilters} count={filterChips.length} />
            <MoreMenuButton
              onOpen={(event) => {
                setMenuWanted(true);
                setMenuOpening(event);
              }}
            />
          </>
        }
      />
      {menuWanted ? (
        <Suspense fallback={null}>
          <OrdersMenu opening={menuOpening} onClose={() => setMenuOpening(null)} />
        </Suspense>
      ) : null}
      <OrderSortChoice />
      <ActiveFilters chips={filterChips} onDismiss={(next) => dispatch(orderFiltersChanged(next))} />
      <IonContent
        ref={contentRef}
        scrollEvents
        onIonScroll={(event) => setScrolled(event.detail.scrollTop > SCROLLED_PX)}
      >
        {scrolled && unseen.size > 0 ? (
          <NewOrdersPill count={unseen.size} onClick={() => void contentRef.current?.scrollToTop(300)} />
        ) : null}
        <IonRefresher
          slot="fixed"
          disabled={status !== 'resolved'}
          onIonRefresh={(event) => {
            refresher.current = event.target;
            dispatch(ordersRefreshRequested());
          }}
        >
          <IonRefresherContent />
        </IonRefresher>
        {content}
        <IonInfiniteScroll
          disabled={!paging.hasMore || more.status === 'error'}
          onIonInfinite={(event) => {
            infinite.current = event.target;
            dispatch(ordersMoreRequested());
          }}
        >
          <IonInfiniteScrollContent />
        </IonInfiniteScroll>
      </IonContent>
    </>
  );
});
