import { useEffect, useRef } from 'react';
import { useAppSelector } from '../../app/hooks';
import { showFaviconDot } from './favicon';
import './orderAlerts.css';
import { alertTitle } from './rules';
import { selectUnseenCount } from './selectors';

/** The browser tab says orders are waiting, for a tablet whose screen shows another app or another tab. */
export function AlertSignals() {
  const count = useAppSelector(selectUnseenCount);
  const plainTitle = useRef<string | null>(null);
  useEffect(() => {
    plainTitle.current ??= document.title;
    document.title = alertTitle(count, plainTitle.current);
    void showFaviconDot(count > 0);
  }, [count]);
  useEffect(
    () => () => {
      if (plainTitle.current !== null) document.title = plainTitle.current;
      void showFaviconDot(false);
    },
    [],
  );
  return null;
}
