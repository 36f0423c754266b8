import { IonButton, IonIcon } from '@ionic/react';
import { closeCircle, filter, filterOutline } from 'ionicons/icons';
import type { FilterChip } from './rules';
import './activeFilters.css';

/** The list's filter button, with the number of filters narrowing the list. */
export function FilterButton({ to, count }: { to: string; count: number }) {
  return (
    <IonButton routerLink={to} aria-label={count > 0 ? `Filtros, ${count} ${count === 1 ? 'ativo' : 'ativos'}` : 'Filtros'}>
      <IonIcon slot="icon-only" icon={count > 0 ? filter : filterOutline} aria-hidden="true" />
      {count > 0 ? (
        <span className="filter-count" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </IonButton>
  );
}

/** A row above the list naming each active filter; tapping one removes it, so a filtered list never hides orders unseen. */
export function ActiveFilters<F>({ chips, onDismiss }: { chips: Array<FilterChip<F>>; onDismiss: (filters: F) => void }) {
  if (chips.length === 0) return null;
  return (
    <div className="active-filters" role="group" aria-label="Filtros ativos">
      {chips.map((chip) => (
        <button key={chip.key} type="button" className="active-filter" aria-label={`Remover filtro ${chip.label}`} onClick={() => onDismiss(chip.without)}>
          <span>{chip.label}</span>
          <IonIcon icon={closeCircle} aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
