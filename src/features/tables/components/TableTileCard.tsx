import { IonRouterLink } from '@ionic/react';
import { formatMoney } from '@/shared/lib/money';
import { RelativeTime } from '@/shared/ui/RelativeTime';
import { tableStateLabels, type TableTile } from '../rules';

interface Props {
  tile: TableTile;
  /** Where a tap goes: the table's comanda; null for a free table, which opens nothing. */
  href: string | null;
  selected: boolean;
}

/**
 * One table, read from a metre away: its name large, its state as a chip with words (the colour only repeats
 * them), how long since the last thing happened there and what is open.
 */
export function TableTileCard({ tile, href, selected }: Props) {
  const label = tableStateLabels[tile.state];
  const body = (
    <>
      <span className="table-tile__name">{tile.location}</span>
      <span className={`table-state table-state--${tile.state}`} data-testid="table-state">
        {label}
      </span>
      {tile.claimedBy ? <span className="table-tile__detail">{tile.claimedBy} vai atender</span> : null}
      <span className="table-tile__facts">
        {tile.since ? (
          <span className="table-tile__since" data-testid="table-since">
            <RelativeTime date={tile.since} />
          </span>
        ) : null}
        {tile.state !== 'free' ? (
          <span className="table-tile__amount" data-testid="table-amount">
            {formatMoney(tile.openAmount)}
          </span>
        ) : null}
      </span>
      {tile.comandas > 1 ? <span className="table-tile__detail">{tile.comandas} comandas abertas</span> : null}
    </>
  );
  const card = <div className={`table-tile table-tile--${tile.state}${selected ? ' table-tile--selected' : ''}`}>{body}</div>;
  return href ? (
    <IonRouterLink routerLink={href} className="table-tile-link" data-testid="table-tile" data-table={tile.location} aria-current={selected ? 'true' : 'false'}>
      {card}
    </IonRouterLink>
  ) : (
    <div className="table-tile-link" data-testid="table-tile" data-table={tile.location}>
      {card}
    </div>
  );
}
