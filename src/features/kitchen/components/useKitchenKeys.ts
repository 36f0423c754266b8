import { useEffect, useRef } from 'react';

interface KitchenKeys {
  /** A digit: 1 to 9 select the first nine tickets, 0 the tenth. */
  select: (index: number) => void;
  /** Enter bumps the selected ticket. */
  bump: () => void;
  /** Backspace brings back the ticket bumped last. */
  recall: () => void;
}

/** The keyboard and a USB keypad or bump bar (which type digits, Enter and Backspace) drive the tickets. */
export function useKitchenKeys(keys: KitchenKeys) {
  const latest = useRef(keys);
  useEffect(() => {
    latest.current = keys;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      // Typing in a field (the station's choice, a dialog) is not a command.
      if (target?.closest('input, textarea, ion-input, ion-textarea')) return;
      if (/^[0-9]$/.test(event.key)) latest.current.select((Number(event.key) + 9) % 10);
      else if (event.key === 'Enter') latest.current.bump();
      else if (event.key === 'Backspace') latest.current.recall();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
