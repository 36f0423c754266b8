import { IonIcon, IonSpinner } from '@ionic/react';
import { chevronDownOutline, chevronUpOutline, timeOutline } from 'ionicons/icons';
import { Suspense, useId, useState } from 'react';
import { lazyChunk } from '@/shared/chunks/lazyChunk';
import type { HistorySubject } from '../rules';
import './history.css';

// The entries, their state and saga load the first time a history is opened, not with the record's screen.
const HistoryPanel = lazyChunk(() => import('./HistoryPanel'));

/** 'Histórico' on an order's or a comanda's screen: closed at first; opened, it reads who did what and when. */
export function HistorySection({ subject }: { subject: HistorySubject }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section className="history-section" data-testid="history-section">
      {/* A plain button: Ionic's copies aria-expanded to its inner button once, and never again. */}
      <button type="button" className="history-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <IonIcon icon={timeOutline} aria-hidden="true" />
        <span>Histórico</span>
        <IonIcon icon={open ? chevronUpOutline : chevronDownOutline} aria-hidden="true" />
      </button>
      {open ? (
        <div id={panelId}>
          <Suspense
            fallback={
              <div className="history-loading">
                <IonSpinner aria-label="Carregando" />
              </div>
            }
          >
            <HistoryPanel subject={subject} />
          </Suspense>
        </div>
      ) : null}
    </section>
  );
}
