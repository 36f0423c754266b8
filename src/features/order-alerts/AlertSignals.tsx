import { useEffect, useRef } from 'react';
import { useAppSelector } from '@/app/hooks';
import { useTerms } from '@/shared/variant';
import { showFaviconDot } from './favicon';
import './orderAlerts.css';
import { alertTitle } from '@/ordering/alerts/rules';
import { selectBillRequestCount, selectUnseenCount } from '@/ordering/alerts/selectors';

/** The browser tab says orders or bills are waiting, for a tablet whose screen shows another app or another tab. */
export function AlertSignals() {
  const orders = useAppSelector(selectUnseenCount);
  const bills = useAppSelector(selectBillRequestCount);
  const { invoices } = useTerms();
  const plainTitle = useRef<string | null>(null);
  useEffect(() => {
    plainTitle.current ??= document.title;
    document.title = alertTitle(orders, bills, plainTitle.current, invoices);
    void showFaviconDot(orders + bills > 0);
  }, [orders, bills, invoices]);
  useEffect(
    () => () => {
      if (plainTitle.current !== null) document.title = plainTitle.current;
      void showFaviconDot(false);
    },
    [],
  );
  return null;
}
