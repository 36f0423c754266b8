import { Suspense, useEffect } from 'react';
import { useStore } from 'react-redux';
import { useAppSelector } from '@/app/hooks';
import { lazyChunk } from '@/shared/chunks/lazyChunk';
import { selectSignedInMember } from '@/session/selectors';
import type { FeatureGroupHost } from '@/shared/featureGroups/install';
import { deviceAsksForPin, readActivePerson } from '@/shared/session/person';

const TeamOverlay = lazyChunk(() => import('./components/TeamOverlay'));

const LOCKED_COVER = { position: 'fixed', inset: 0, zIndex: 30000, background: 'var(--ion-background-color, #fff)' } as const;

/**
 * The team's place among the staff bars, in the first load: it stays empty, and downloads nothing, until the
 * team's group runs on the device ('Pedir PIN', a person acting, one signed in with their own e-mail, 'Equipe' opened).
 */
export function TeamHost() {
  const running = useAppSelector((state) => state.person !== undefined);
  const signedInMember = useAppSelector(selectSignedInMember);
  const store = useStore() as unknown as FeatureGroupHost;
  // A person signed in with their own e-mail: their name in the header, and a manager's authorization when asked.
  useEffect(() => {
    if (!signedInMember || running) return;
    void Promise.all([import('@/session/person/group'), import('@/shared/featureGroups/install')]).then(([{ personGroup }, { installFeatureGroup }]) =>
      installFeatureGroup(store, personGroup),
    );
  }, [signedInMember, running, store]);
  // A locked device shows none of the shop until its PIN pad has arrived.
  if (!running) return deviceAsksForPin() && readActivePerson() === null && !signedInMember ? <div style={LOCKED_COVER} data-testid="pin-lock-cover" /> : null;
  return (
    <Suspense fallback={null}>
      <TeamOverlay />
    </Suspense>
  );
}
