import { IonButton, IonChip, IonItem, IonLabel, IonList, IonListHeader } from '@ionic/react';
import { useEffect, useMemo } from 'react';
import type { Order } from '@contract/ordering';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { soldOutGroup } from '@/features/sold-out/group';
import { useFeatureGroup } from '@/shared/featureGroups/useFeatureGroup';
import { useConfirm } from '@/shared/ui/useConfirm';
import { useTerms } from '@/shared/variant';
import type { MenuKind } from '@/shared/menu/events';
import { menuRecordsOf, optionSoldOutMessage, productSoldOutMessage } from '../rules';
import { selectSoldOut } from '../selectors';
import { availabilityChangeRequested, availabilityRequested, type MenuAvailability } from '../slice';
import { queuedAvailabilityOf } from '@/ordering/outbox/rules';
import { selectOutboxEntries, selectOutboxSending } from '@/ordering/outbox/selectors';
import { queuedCommandUndone } from '@/ordering/outbox/slice';
import { QueuedNotice } from '@/shared/ui/QueuedNotice';

interface Row {
  kind: MenuKind;
  id: number;
  name: string;
  entry: MenuAvailability;
}

/**
 * Under an order's items: each product and option it names, with 'Esgotar' when the last one went, and
 * 'Disponível' to offer it again, from where the staff stand rather than from the menu's screens.
 */
export function OrderAvailability({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const terms = useTerms();
  useFeatureGroup(soldOutGroup);
  const records = useMemo(() => menuRecordsOf(order), [order]);
  const itemIds = records.items.map((record) => record.id).join(',');
  const optionIds = records.options.map((record) => record.id).join(',');
  useEffect(() => {
    const ids = (list: string) => (list === '' ? [] : list.split(',').map(Number));
    dispatch(availabilityRequested({ itemIds: ids(itemIds), optionIds: ids(optionIds) }));
  }, [dispatch, itemIds, optionIds]);
  const known = useAppSelector(selectSoldOut);
  const queue = useAppSelector(selectOutboxEntries);
  const sending = useAppSelector(selectOutboxSending);

  // A mark waiting for the link shows as staff set it, after a reload too, until the server takes it.
  const withQueued = (row: Row): Row & { queued: ReturnType<typeof queuedAvailabilityOf> } => {
    const queued = queuedAvailabilityOf(queue, row.kind, row.id);
    return { ...row, entry: queued ? { ...row.entry, available: queued.change.available } : row.entry, queued };
  };
  const rows = [
    ...records.items.map((record) => ({ kind: 'items' as const, ...record, entry: known.items[record.id] })),
    ...records.options.map((record) => ({ kind: 'options' as const, ...record, entry: known.options[record.id] })),
  ]
    .filter((row): row is Row => row.entry !== undefined)
    .map(withQueued);
  if (rows.length === 0) return null;

  const toggle = async ({ kind, id, name, entry }: Row) => {
    const available = !entry.available;
    if (!available) {
      const question =
        kind === 'options'
          ? { header: 'Esgotar opção', message: optionSoldOutMessage(name, entry.productCount ?? 0) }
          : { header: 'Esgotar produto', message: productSoldOutMessage(name, terms.menu) };
      if (!(await confirm(question))) return;
    }
    dispatch(availabilityChangeRequested({ kind, id, available }));
  };

  return (
    <IonList className="order-availability">
      <IonListHeader>
        <IonLabel>{`No ${terms.menu.toLowerCase()}`}</IonLabel>
      </IonListHeader>
      {rows.map((row) => (
        <IonItem key={`${row.kind}:${row.id}`} lines="full" data-testid={`availability-${row.kind}-${row.id}`}>
          <IonLabel className="ion-text-wrap">
            {row.name}
            {row.kind === 'options' ? <p>Opção</p> : null}
            {row.queued ? (
              <QueuedNotice
                what={row.queued.change.available ? 'Disponível' : 'Esgotar'}
                undoLabel={`Desfazer ${row.queued.change.available ? 'Disponível' : 'Esgotar'} de ${row.name}`}
                sending={sending === row.queued.entry.key}
                onUndo={() => row.queued && dispatch(queuedCommandUndone(row.queued.entry))}
                testId={`availability-queued-${row.kind}-${row.id}`}
              />
            ) : null}
          </IonLabel>
          {row.entry.available ? null : (
            <IonChip slot="end" color="medium">
              Indisponível
            </IonChip>
          )}
          <IonButton
            slot="end"
            fill="outline"
            color={row.entry.available ? 'primary' : 'dark'}
            disabled={row.entry.sending || row.queued !== null}
            onClick={() => void toggle(row)}
          >
            {row.entry.available ? 'Esgotar' : 'Disponível'}
          </IonButton>
        </IonItem>
      ))}
    </IonList>
  );
}
