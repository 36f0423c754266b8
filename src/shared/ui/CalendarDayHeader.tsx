import { IonItemDivider } from '@ionic/react';
import type { CSSProperties } from 'react';
import { calendarPartsOf, type DateInput } from '@/shared/lib/time';

interface Props {
  day: DateInput;
  /** The full day name (a DayGroup's label), read by screen readers instead of the abbreviations. */
  label: string;
}

// Read by screen readers, not drawn. A label on the divider itself would make it a named element inside the
// list, where only list items belong.
const readOnly: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' };

/** The invoices list's day header, drawn like a calendar leaf: the day number big, month and weekday small. */
export function CalendarDayHeader({ day, label }: Props) {
  const parts = calendarPartsOf(day);
  return (
    <IonItemDivider>
      <span style={readOnly}>{label}</span>
      <div aria-hidden="true" style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0' }}>
        <span style={{ fontSize: '1.75em', fontWeight: 600, lineHeight: 1 }}>{parts.day}</span>
        <span style={{ display: 'flex', flexDirection: 'column', fontSize: '0.75em', lineHeight: 1.2 }}>
          <span>{parts.month}</span>
          <span>{parts.weekday}</span>
        </span>
      </div>
    </IonItemDivider>
  );
}
