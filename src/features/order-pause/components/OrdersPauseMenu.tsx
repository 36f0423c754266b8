import type { MouseEvent } from 'react';
import { MoreMenuPopover, type MoreMenuEntry } from '@/shared/ui/MoreMenu';
import { usePauseControl } from './usePauseControl';

interface Props {
  opening: MouseEvent | null;
  onClose: () => void;
  /** The screen's own entries, after the pause's. */
  entries?: MoreMenuEntry[];
}

/** Pedidos' header menu, loaded the first time it is opened: Pedidos' own first load stays as it was. */
export default function OrdersPauseMenu({ opening, onClose, entries = [] }: Props) {
  const { entry, sheet } = usePauseControl();
  return (
    <>
      <MoreMenuPopover opening={opening} entries={[entry, ...entries]} onClose={onClose} />
      {sheet}
    </>
  );
}
