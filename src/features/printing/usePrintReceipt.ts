import { useCallback, useEffect, useState } from 'react';
import { readPaperWidth } from './paper';
import { receiptPageRule } from './rules';

/** On <body> while a receipt prints: the print styles then show the receipt alone (receipt.css). */
export const PRINTING_CLASS = 'printing-receipt';

/**
 * Prints a receipt that is mounted only while printing, so another screen's print never picks it up: once the
 * receipt is in the document it is measured, the page is set to the device's roll width and the receipt's length,
 * the body gets PRINTING_CLASS and window.print() runs; the receipt goes when the browser reports the print is over.
 * Each press counts, so a browser that never reports it still prints again.
 */
export function usePrintReceipt(): { printing: boolean; print: () => void } {
  const [request, setRequest] = useState(0);

  useEffect(() => {
    if (request === 0) return undefined;
    const done = () => setRequest(0);
    const receipt = document.querySelector<HTMLElement>('.receipt');
    const page = document.createElement('style');
    page.textContent = receiptPageRule(readPaperWidth(), receipt?.offsetHeight ?? 0);
    document.head.append(page);
    document.body.classList.add(PRINTING_CLASS);
    window.addEventListener('afterprint', done);
    window.print();
    return () => {
      window.removeEventListener('afterprint', done);
      document.body.classList.remove(PRINTING_CLASS);
      page.remove();
    };
  }, [request]);

  return { printing: request > 0, print: useCallback(() => setRequest((count) => count + 1), []) };
}
