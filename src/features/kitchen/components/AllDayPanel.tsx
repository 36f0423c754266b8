import type { AllDayCount } from '../rules';

/** 'Todo o dia': how many of each product this station still has to prepare. */
export function AllDayPanel({ counts }: { counts: readonly AllDayCount[] }) {
  return (
    <aside className="kitchen-all-day" aria-labelledby="kitchen-all-day-title">
      <h2 id="kitchen-all-day-title">Todo o dia</h2>
      {counts.length === 0 ? (
        <p className="kitchen-all-day-none">Nada em preparo.</p>
      ) : (
        <ul>
          {counts.map((count) => (
            <li key={count.label}>
              <strong>{count.quantity}x</strong> {count.label}
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
