import type { MouseEvent } from 'react';
import { MoreMenuPopover } from '@/shared/ui/MoreMenu';
import { usePauseControl } from './usePauseControl';

/** Pedidos' header menu, loaded the first time it is opened: Pedidos' own first load stays as it was. */
export default function OrdersPauseMenu({ opening, onClose }: { opening: MouseEvent | null; onClose: () => void }) {
  const { entry, sheet } = usePauseControl();
  return (
    <>
      <MoreMenuPopover opening={opening} entries={[entry]} onClose={onClose} />
      {sheet}
    </>
  );
}
