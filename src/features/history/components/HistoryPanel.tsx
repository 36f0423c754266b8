import { IonItem, IonLabel, IonList, IonSpinner } from '@ionic/react';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useFeatureGroup } from '@/shared/featureGroups/useFeatureGroup';
import { formatTime } from '@/shared/lib/time';
import { ListErrorRow } from '@/shared/ui/ListErrorRow';
import { useTerms } from '@/shared/variant';
import { historyGroup } from '../group';
import { authorizedTextOf, HISTORY_EMPTY, HISTORY_LOAD_FAILED, historyTextOf, type HistorySubject } from '../rules';
import { selectShownHistory } from '../selectors';
import { historyClosed, historyOpened, historyRequested } from '../slice';

/** The entries of an open 'Histórico', oldest first: when, who, what, and the manager who authorized it. */
export default function HistoryPanel({ subject }: { subject: HistorySubject }) {
  useFeatureGroup(historyGroup);
  const dispatch = useAppDispatch();
  const terms = useTerms();
  const { kind, id } = subject;
  const { status, entries } = useAppSelector((state) => selectShownHistory(state, subject));

  useEffect(() => {
    dispatch(historyOpened({ kind, id }));
    return () => {
      dispatch(historyClosed({ kind, id }));
    };
  }, [dispatch, kind, id]);

  const failed =
    status === 'error' ? <ListErrorRow message={HISTORY_LOAD_FAILED} onRetry={() => dispatch(historyRequested({ kind, id }))} /> : null;
  if (entries === null) {
    return (
      failed ?? (
        <div className="history-loading">
          <IonSpinner aria-label="Carregando" />
        </div>
      )
    );
  }
  return (
    <>
      {failed}
      {entries.length === 0 ? (
        <p className="history-empty">{HISTORY_EMPTY}</p>
      ) : (
        <IonList className="history-entries" data-testid="history-entries">
          {entries.map((entry, index) => {
            const authorized = authorizedTextOf(entry);
            return (
              <IonItem key={index} lines="full" data-testid="history-entry">
                <time slot="start" className="history-time" dateTime={entry.at}>
                  {formatTime(entry.at)}
                </time>
                <IonLabel className="ion-text-wrap">
                  <h3 className="history-who">{entry.by}</h3>
                  <p className="history-what">{historyTextOf(entry, terms.invoice)}</p>
                  {authorized ? <p className="history-authorized">{authorized}</p> : null}
                </IonLabel>
              </IonItem>
            );
          })}
        </IonList>
      )}
    </>
  );
}
