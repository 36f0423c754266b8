import { IonList } from '@ionic/react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { DayGroup } from '@/shared/lib/time';
import { useContentScrollElement } from './useContentScrollElement';
import './dayGroupedList.css';

type Row<T> = { kind: 'header'; group: DayGroup<T> } | { kind: 'item'; group: DayGroup<T>; item: T };

interface Props<T> {
  /** The page's IonContent: its scroll element drives the window. */
  content: RefObject<HTMLIonContentElement | null>;
  groups: DayGroup<T>[];
  keyOf: (item: T) => number | string;
  renderHeader: (group: DayGroup<T>) => ReactNode;
  renderItem: (item: T, group: DayGroup<T>) => ReactNode;
  /** Starting heights in pixels until rows are measured; close guesses keep the scrollbar from jumping. */
  estimate: { header: number; item: number };
}

// Rows past the edges of the screen, so a quick flick does not show blank space before React catches up.
const OVERSCAN = 8;

/** Today's group has no header (its times are relative); older days get theirs. */
function rowsOf<T>(groups: DayGroup<T>[]): Row<T>[] {
  const rows: Row<T>[] = [];
  for (const group of groups) {
    if (!group.isToday) rows.push({ kind: 'header', group });
    for (const item of group.items) rows.push({ kind: 'item', group, item });
  }
  return rows;
}

function lastHeaderAtOrBefore(headerIndexes: number[], index: number): number | undefined {
  let found: number | undefined;
  for (const headerIndex of headerIndexes) {
    if (headerIndex > index) break;
    found = headerIndex;
  }
  return found;
}

/** Where the rows start inside the scrolling element: anything the page puts above the list pushes them down. */
function offsetWithin(scrollElement: HTMLElement, element: HTMLElement): number {
  return element.getBoundingClientRect().top - scrollElement.getBoundingClientRect().top + scrollElement.scrollTop;
}

/**
 * A day-grouped list that keeps only the rows near the screen in the DOM: Ionic keeps every visited page
 * mounted, so thousands of tiles would otherwise stay in the document for the whole session. Rows are measured
 * as they render, and the header of the day being read stays pinned at the top, as a sticky divider would.
 */
export function DayGroupedList<T>({ content, groups, keyOf, renderHeader, renderItem, estimate }: Props<T>) {
  const scrollElement = useContentScrollElement(content);
  const rowsRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const rows = useMemo(() => rowsOf(groups), [groups]);
  const headerIndexes = useMemo(
    () => rows.flatMap((row, index) => (row.kind === 'header' ? [index] : [])),
    [rows],
  );

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const pinned = lastHeaderAtOrBefore(headerIndexes, range.startIndex);
      return pinned === undefined || indexes.includes(pinned) ? indexes : [pinned, ...indexes];
    },
    [headerIndexes],
  );

  // The library keeps its state outside React on purpose; this component reads it only during its own render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: (index) => (rows[index].kind === 'header' ? estimate.header : estimate.item),
    getItemKey: (index) => {
      const row = rows[index];
      return row.kind === 'header' ? `day-${row.group.key}` : keyOf(row.item);
    },
    rangeExtractor,
    overscan: OVERSCAN,
    scrollMargin,
    // Until the scroll element is known (first paint), render a screenful rather than nothing.
    initialRect: { width: 0, height: typeof window === 'undefined' ? 0 : window.innerHeight },
  });

  // Measured after every render: whatever the page shows above the list (an error row) moves it, and React
  // drops the update when the offset did not change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    if (scrollElement && rowsRef.current) setScrollMargin(offsetWithin(scrollElement, rowsRef.current));
  });

  const pinned = lastHeaderAtOrBefore(headerIndexes, virtualizer.range?.startIndex ?? 0);
  return (
    <IonList>
      <div ref={rowsRef} className="day-list-rows" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((virtual) => {
          const row = rows[virtual.index];
          const isPinned = virtual.index === pinned;
          return (
            <div
              key={virtual.key}
              ref={virtualizer.measureElement}
              data-index={virtual.index}
              className={isPinned ? 'day-list-row day-list-row-pinned' : 'day-list-row'}
              style={isPinned ? undefined : { transform: `translateY(${virtual.start - scrollMargin}px)` }}
            >
              {row.kind === 'header' ? renderHeader(row.group) : renderItem(row.item, row.group)}
            </div>
          );
        })}
      </div>
    </IonList>
  );
}
