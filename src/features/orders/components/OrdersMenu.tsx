import { useIonRouter } from '@ionic/react';
import { restaurantOutline } from 'ionicons/icons';
import type { MouseEvent } from 'react';
import { paths } from '@/shared/routing/paths';
import OrdersPauseMenu from '@/features/order-pause/components/OrdersPauseMenu';

/** Pedidos' header menu, loaded the first time it is opened: pausing new orders, and the kitchen display. */
export default function OrdersMenu({ opening, onClose }: { opening: MouseEvent | null; onClose: () => void }) {
  const router = useIonRouter();
  const kitchen = { label: 'Cozinha', icon: restaurantOutline, onSelect: () => router.push(paths.Kitchen) };
  return <OrdersPauseMenu opening={opening} onClose={onClose} entries={[kitchen]} />;
}
