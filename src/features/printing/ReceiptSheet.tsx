import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { usePaperWidth } from './paper';
import './receipt.css';

/**
 * A receipt as the roll prints it, as wide as this device's paper. Rendered straight into <body>, outside Ionic's
 * scrolling shell (which prints badly), and laid out off screen so it can be measured before it prints.
 */
export function ReceiptSheet({ className, testId, children }: { className: string; testId: string; children: ReactNode }) {
  const paper = usePaperWidth();
  return createPortal(
    <section className={`receipt receipt-${paper} ${className}`} data-testid={testId} aria-hidden="true">
      {children}
    </section>,
    document.body,
  );
}
