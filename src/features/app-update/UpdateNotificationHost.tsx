import { Suspense } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectUpdateWaiting } from './slice';
import { lazyChunk } from '@/shared/chunks/lazyChunk';

// The toast code loads when a new version is waiting, not with the login page.
const UpdateToast = lazyChunk(() => import('./UpdateToast'));

export function UpdateNotificationHost() {
  const waiting = useAppSelector(selectUpdateWaiting);
  return waiting ? (
    <Suspense fallback={null}>
      <UpdateToast />
    </Suspense>
  ) : null;
}
