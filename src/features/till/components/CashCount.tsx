import { IonInput } from '@ionic/react';
import { useState } from 'react';
import { formatMoney } from '@/shared/lib/money';
import { CASH_PIECES, cashCountTotal, pieceCountOf, pieceLabel, type PieceCounts } from '../rules';

/** 'Contar por cédulas e moedas': how many of each note and coin; the total is handed up as it changes. */
export function CashCount({ onTotal }: { onTotal: (total: number) => void }) {
  const [counts, setCounts] = useState<PieceCounts>({});
  const count = (value: number, text: string) => {
    const next = { ...counts, [value]: pieceCountOf(text) };
    setCounts(next);
    onTotal(cashCountTotal(next));
  };
  return (
    <div className="till-pieces" role="group" aria-label="Cédulas e moedas">
      {CASH_PIECES.map(({ value, kind }) => (
        <IonInput
          key={value}
          className="till-piece"
          label={`${kind === 'note' ? 'Cédula' : 'Moeda'} ${pieceLabel(value)}`}
          labelPlacement="stacked"
          fill="outline"
          inputmode="numeric"
          type="number"
          min="0"
          placeholder="0"
          value={counts[value] ? String(counts[value]) : ''}
          onIonInput={(event) => count(value, event.detail.value ?? '')}
        />
      ))}
      <p className="till-pieces-total">{`Total contado: ${formatMoney(cashCountTotal(counts))}`}</p>
    </div>
  );
}
