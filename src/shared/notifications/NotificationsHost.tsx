import { Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectHasNotifications } from './slice';
import { lazyChunk } from '@/shared/chunks/lazyChunk';

// The toast machinery loads with the first notification, not with the login page.
const Notifications = lazyChunk(() => import('./Notifications'));

export function NotificationsHost() {
  const pending = useSelector(selectHasNotifications);
  const [needed, setNeeded] = useState(false);
  if (pending && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  ) : null;
}
