import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '../../app/hooks';

// The toast machinery loads with the first notification, not with the login page.
const Notifications = lazy(() => import('./Notifications'));

export function NotificationsHost() {
  const pending = useAppSelector((state) => state.notifications.queue.length > 0);
  const [needed, setNeeded] = useState(false);
  if (pending && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  ) : null;
}
