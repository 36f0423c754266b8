import { IonContent, IonPage } from '@ionic/react';
import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useNow } from '@/shared/lib/useNow';
import { selectShopScope } from '@/session/scope';
import { boardOf } from '../rules';
import { selectKitchen, selectKitchenOrders } from '../selectors';
import { kitchenOpened } from '../slice';
import '../components/board.css';

/** A code leaves 'Pronto' within this much of its time being up. */
const BOARD_TICK_MS = 5_000;

/**
 * The 'Pronto' board at /board, for a screen the customers see at the counter: the codes in preparation and the
 * ones ready, in very large type, and nothing else of the order.
 */
export default function BoardPage() {
  const dispatch = useAppDispatch();
  const scope = useAppSelector(selectShopScope);
  const { settings } = useAppSelector(selectKitchen);
  const orders = useAppSelector(selectKitchenOrders);
  const now = useNow(BOARD_TICK_MS);
  const board = useMemo(() => boardOf(orders, now, settings?.boardMinutes ?? 0), [orders, now, settings]);

  useEffect(() => {
    if (scope) dispatch(kitchenOpened());
  }, [dispatch, scope]);

  const column = (title: string, codes: string[], modifier: string) => (
    <section className={`board-column board-column--${modifier}`} aria-labelledby={`board-${modifier}`}>
      <h1 id={`board-${modifier}`}>{title}</h1>
      <ul>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </section>
  );

  return (
    <IonPage className="board-page">
      <IonContent className="board-content">
        {/* Focusable, so a long board can be scrolled from the keyboard as well as by touch. */}
        <div className="board" role="region" aria-label="Quadro de pedidos" tabIndex={0}>
          {column('Preparando', board.preparing, 'preparing')}
          {column('Pronto', board.ready, 'ready')}
        </div>
      </IonContent>
    </IonPage>
  );
}
