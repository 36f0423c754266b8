import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectUpdateWaiting } from './slice';

// The toast code loads when a new version is waiting, not with the login page.
const UpdateToast = lazy(() => import('./UpdateToast'));

export function UpdateNotificationHost() {
  const waiting = useAppSelector(selectUpdateWaiting);
  return waiting ? (
    <Suspense fallback={null}>
      <UpdateToast />
    </Suspense>
  ) : null;
}
