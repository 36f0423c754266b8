import { useEffect, useRef } from 'react';
import { useAppSelector } from '@/app/hooks';
import { useTerms } from '@/shared/variant';
import { showFaviconDot } from './favicon';
import './orderAlerts.css';
import { alertTitle } from '@/ordering/alerts/rules';
import { selectBillRequestCount, selectUnseenCount } from '@/ordering/alerts/selectors';
import { titleWithCalls } from '@/ordering/calls/rules';
import { selectWaitingCallCount } from '@/ordering/calls/selectors';

/** The browser tab says orders, bills or calls from tables are waiting, for a tablet whose screen shows another app or another tab. */
export function AlertSignals() {
  const orders = useAppSelector(selectUnseenCount);
  const bills = useAppSelector(selectBillRequestCount);
  const calls = useAppSelector(selectWaitingCallCount);
  const { invoices } = useTerms();
  const plainTitle = useRef<string | null>(null);
  useEffect(() => {
    plainTitle.current ??= document.title;
    document.title = titleWithCalls(alertTitle(orders, bills, plainTitle.current, invoices), plainTitle.current, calls);
    void showFaviconDot(orders + bills + calls > 0);
  }, [orders, bills, calls, invoices]);
  useEffect(
    () => () => {
      if (plainTitle.current !== null) document.title = plainTitle.current;
      void showFaviconDot(false);
    },
    [],
  );
  return null;
}
