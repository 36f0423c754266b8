import { useCallback, useEffect, useState } from 'react';

const PRINTING_CLASS = 'printing-invoice-receipt';

/**
 * The receipt is mounted only while printing, so another screen's print never picks it up. window.print()
 * runs once the receipt is in the document; the receipt goes when the browser reports the print is over.
 * Each press counts, so a browser that never reports it still prints again.
 */
export function usePrintReceipt(): { printing: boolean; print: () => void } {
  const [request, setRequest] = useState(0);

  useEffect(() => {
    if (request === 0) return undefined;
    const done = () => setRequest(0);
    document.body.classList.add(PRINTING_CLASS);
    window.addEventListener('afterprint', done);
    window.print();
    return () => {
      window.removeEventListener('afterprint', done);
      document.body.classList.remove(PRINTING_CLASS);
    };
  }, [request]);

  return { printing: request > 0, print: useCallback(() => setRequest((count) => count + 1), []) };
}
