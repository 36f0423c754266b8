import { bagHandleOutline } from 'ionicons/icons';
import type { OrderTypeIcon } from '@/shared/ordering/orderDisplay';

/** ionicons has no truck; drawn in its outline style (512 grid, 32 stroke) so it sits well beside the bag. */
const truckOutline =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' class='ionicon' viewBox='0 0 512 512'>" +
  "<path d='M88 352H32V144h272v208M168 352h176M424 352h56v-80l-64-64H304' fill='none' stroke='currentColor' stroke-linejoin='round' stroke-width='32'/>" +
  "<circle cx='128' cy='352' r='40' fill='none' stroke='currentColor' stroke-width='32'/>" +
  "<circle cx='384' cy='352' r='40' fill='none' stroke='currentColor' stroke-width='32'/></svg>";

export const orderTypeIcons: Record<OrderTypeIcon, string | null> = {
  none: null,
  bag: bagHandleOutline,
  truck: truckOutline,
};
