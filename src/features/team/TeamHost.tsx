import { Suspense } from 'react';
import { useAppSelector } from '@/app/hooks';
import { lazyChunk } from '@/shared/chunks/lazyChunk';
import { deviceAsksForPin, readActivePerson } from '@/shared/session/person';

const TeamOverlay = lazyChunk(() => import('./components/TeamOverlay'));

const LOCKED_COVER = { position: 'fixed', inset: 0, zIndex: 30000, background: 'var(--ion-background-color, #fff)' } as const;

/**
 * The team's place among the staff bars, in the first load: it stays empty, and downloads nothing, until the
 * team's group runs on the device ('Pedir PIN', a person acting, 'Equipe' opened).
 */
export function TeamHost() {
  const running = useAppSelector((state) => state.person !== undefined);
  // A locked device shows none of the shop until its PIN pad has arrived.
  if (!running) return deviceAsksForPin() && readActivePerson() === null ? <div style={LOCKED_COVER} data-testid="pin-lock-cover" /> : null;
  return (
    <Suspense fallback={null}>
      <TeamOverlay />
    </Suspense>
  );
}
