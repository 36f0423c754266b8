import { IonButton, IonIcon } from '@ionic/react';
import { printOutline } from 'ionicons/icons';
import { useEffect } from 'react';
import type { Till } from '@contract/till';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { browserFallbackTaken, tillClosingPrintRequested } from '@/features/printing/slice';
import { usePrintReceipt } from '@/features/printing/usePrintReceipt';
import { selectBusinessUnit } from '@/session/selectors';
import { TillClosingReceipt } from './TillClosingReceipt';

/**
 * 'Imprimir fechamento': on the paired thermal printer when there is one, else (or when it cannot print) through the
 * browser's print on the roll.
 */
export function PrintClosingButton({ till }: { till: Till }) {
  const dispatch = useAppDispatch();
  const shop = useAppSelector(selectBusinessUnit);
  const { printing, print } = usePrintReceipt();
  const thermalPrinter = useAppSelector((state) => Boolean(state.printing?.printer));
  const browserFallback = useAppSelector((state) => state.printing?.tillClosingFallback === till.id);

  useEffect(() => {
    if (!browserFallback) return;
    dispatch(browserFallbackTaken());
    print();
  }, [browserFallback, dispatch, print]);

  return (
    <>
      <IonButton fill="outline" expand="block" onClick={thermalPrinter ? () => dispatch(tillClosingPrintRequested(till)) : print}>
        <IonIcon slot="start" icon={printOutline} aria-hidden="true" />
        Imprimir fechamento
      </IonButton>
      {printing ? <TillClosingReceipt till={till} shopName={shop?.name ?? ''} /> : null}
    </>
  );
}
