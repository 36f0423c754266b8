import { IonButton, IonButtons, IonContent, IonIcon, IonItem, IonLabel, IonList, IonReorder, IonReorderGroup, IonSpinner } from '@ionic/react';
import { appsOutline, arrowDownOutline, arrowUpOutline } from 'ionicons/icons';
import { memo, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectShopScope } from '@/session/scope';
import { paneIdOf, useWorkspacePane, WorkspacePage } from '@/shared/layout/Workspace';
import { pathTo, paths, workspacePaths } from '@/shared/routing/paths';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadErrorState } from '@/shared/ui/LoadErrorState';
import { PageHeader } from '@/shared/ui/PageHeader';
import { useWideLayout } from '@/shared/ui/useWideLayout';
import { TableTileCard } from '../components/TableTileCard';
import { movedLayout, tableStateLabels } from '../rules';
import { selectTablePlaces, selectTablesArranging, selectTablesStatus, selectTableTiles } from '../selectors';
import { arrangingToggled, roomOpened, tablesArranged } from '../slice';
import '../components/tables.css';
import { lazyChunk } from '@/shared/chunks/lazyChunk';

const InvoiceDetails = lazyChunk(() =>
  import('@/features/invoices/pages/InvoiceDetailsPage').then((page) => ({ default: page.InvoiceDetails })),
);
const PANE_PATHS = [workspacePaths.TableInvoice];

const EMPTY_PANE = { icon: appsOutline, title: 'Toque em uma mesa ocupada para ver a comanda' };

/**
 * 'Salão': one tile per table, in the order the shop arranged them, each with its state as the comandas, orders
 * and calls say, live. A tap opens the table's comanda: beside the map on a tablet, on its own screen on a phone.
 * 'Organizar' turns the map into a list whose rows are dragged into a new order, kept on the server for the shop.
 */
export default function TablesPage() {
  // Only this shell follows the address (which comanda the pane shows); the map renders again only when it changes.
  const pane = useWorkspacePane(paths.Tables, PANE_PATHS);
  const selectedInvoiceId = paneIdOf(pane, workspacePaths.TableInvoice, 'invoiceId');
  return (
    <WorkspacePage
      pane={() => (selectedInvoiceId === null ? null : <InvoiceDetails id={selectedInvoiceId} />)}
      emptyPane={EMPTY_PANE}
    >
      <TablesMap selectedInvoiceId={selectedInvoiceId} />
    </WorkspacePage>
  );
}

const TablesMap = memo(function TablesMap({ selectedInvoiceId }: { selectedInvoiceId: number | null }) {
  const dispatch = useAppDispatch();
  const scope = useAppSelector(selectShopScope);
  const tiles = useAppSelector(selectTableTiles);
  const places = useAppSelector(selectTablePlaces);
  const status = useAppSelector(selectTablesStatus);
  const arranging = useAppSelector(selectTablesArranging);
  const wide = useWideLayout();
  const invoiceLinkOf = (invoiceId: number) =>
    wide ? workspacePaths.TableInvoice.replace(':invoiceId', String(invoiceId)) : pathTo('InvoiceDetails', { invoiceId });

  useEffect(() => {
    if (scope) dispatch(roomOpened());
  }, [dispatch, scope]);

  let content;
  if (tiles.length > 0 && arranging) {
    content = (
      <>
        <p className="tables-arrange-hint">Arraste as mesas pela alça, ou use as setas, para mudar a ordem do salão.</p>
        <IonList>
          <IonReorderGroup
            disabled={false}
            onIonItemReorder={(event) => {
              const { from, to } = event.detail;
              // React redraws the rows from the new order; Ionic must not move them itself.
              event.detail.complete(false);
              dispatch(tablesArranged(movedLayout(places, from, to)));
            }}
          >
            {tiles.map((tile, index) => (
              <IonItem key={tile.key} className="tables-arrange-item" data-testid="table-arrange-row" data-table={tile.location}>
                <IonLabel>
                  <span className="table-arrange__name">{tile.location}</span>
                  <p>{tableStateLabels[tile.state]}</p>
                </IonLabel>
                {/* Beside the drag, one step at a time: for a keyboard, a screen reader or an unsteady hand. */}
                <IonButtons slot="end">
                  <IonButton
                    className="tables-arrange-step"
                    aria-label={`Subir ${tile.location}`}
                    disabled={index === 0}
                    onClick={() => dispatch(tablesArranged(movedLayout(places, index, index - 1)))}
                  >
                    <IonIcon slot="icon-only" icon={arrowUpOutline} aria-hidden="true" />
                  </IonButton>
                  <IonButton
                    className="tables-arrange-step"
                    aria-label={`Descer ${tile.location}`}
                    disabled={index === tiles.length - 1}
                    onClick={() => dispatch(tablesArranged(movedLayout(places, index, index + 1)))}
                  >
                    <IonIcon slot="icon-only" icon={arrowDownOutline} aria-hidden="true" />
                  </IonButton>
                </IonButtons>
                <IonReorder slot="end" aria-label={`Arrastar ${tile.location}`} />
              </IonItem>
            ))}
          </IonReorderGroup>
        </IonList>
      </>
    );
  } else if (tiles.length > 0) {
    content = (
      <div className="tables-grid" data-testid="tables-map">
        {tiles.map((tile) => (
          <TableTileCard
            key={tile.key}
            tile={tile}
            href={tile.invoiceId === null ? null : invoiceLinkOf(tile.invoiceId)}
            selected={tile.invoiceId !== null && tile.invoiceId === selectedInvoiceId}
          />
        ))}
      </div>
    );
  } else if (status === 'error') {
    content = <LoadErrorState label="o salão" onRetry={() => dispatch(roomOpened())} />;
  } else if (status === 'resolved') {
    content = <EmptyState icon={appsOutline} title="Nenhuma mesa" text="Cada QR code ativo aparece aqui como uma mesa." />;
  } else {
    content = (
      <div className="ion-padding ion-text-center">
        <IonSpinner aria-label="Carregando" />
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title="Salão"
        backTo={paths.More}
        end={
          tiles.length > 1 ? (
            <IonButton className="tables-arrange" onClick={() => dispatch(arrangingToggled())}>{arranging ? 'Concluir' : 'Organizar'}</IonButton>
          ) : null
        }
      />
      <IonContent>{content}</IonContent>
    </>
  );
});
