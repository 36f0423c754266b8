import type { ReactNode } from 'react';

/**
 * Room around an outlined input: its floating label rises above the border and its counter hangs below, so
 * stacked in plain list items they would overlap the neighbour's.
 */
export function Field({ children }: { children: ReactNode }) {
  return <div style={{ padding: '14px 16px 2px' }}>{children}</div>;
}
