import { useCallback, useEffect, useState } from 'react';

/**
 * Prints a receipt that is mounted only while printing, so another screen's print never picks it up: the body
 * gets `printingClass` (the receipt's print CSS shows only the receipt under it), window.print() runs once the
 * receipt is in the document, and the receipt goes when the browser reports the print is over. Each press
 * counts, so a browser that never reports it still prints again.
 */
export function usePrintReceipt(printingClass: string): { printing: boolean; print: () => void } {
  const [request, setRequest] = useState(0);

  useEffect(() => {
    if (request === 0) return undefined;
    const done = () => setRequest(0);
    document.body.classList.add(printingClass);
    window.addEventListener('afterprint', done);
    window.print();
    return () => {
      window.removeEventListener('afterprint', done);
      document.body.classList.remove(printingClass);
    };
  }, [request, printingClass]);

  return { printing: request > 0, print: useCallback(() => setRequest((count) => count + 1), []) };
}
