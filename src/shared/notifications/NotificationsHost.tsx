import { lazy, Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectHasNotifications } from './slice';

// The toast machinery loads with the first notification, not with the login page.
const Notifications = lazy(() => import('./Notifications'));

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
