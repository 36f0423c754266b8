import { type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RedirectFrom } from './layout/RedirectFrom';
import { selectIsSignedIn } from '@/session/selectors';
import { isGuardedPath } from './guardedPaths';
import { useAppSelector } from './hooks';
import { LazyPage } from './layout/LazyPage';
import { paths } from '@/shared/routing/paths';
import { lazyChunk } from '@/shared/chunks/lazyChunk';

// Signed-out visitors rarely hit an unknown path: its page stays out of the login bundle.
const NotFoundPage = lazyChunk(() => import('./pages/NotFoundPage'));

/** /login is only for signed-out users; a signed-in user goes to the root. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  return signedIn ? <RedirectFrom from={paths.Login} to={paths.Root} /> : <>{children}</>;
}

/** Everything but /login and /about: the tabs when signed in; otherwise /login, or NotFound for unknown paths. */
export function SignedInArea({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { pathname } = useLocation();
  if (signedIn) return <>{children}</>;
  if (isGuardedPath(pathname)) return <RedirectFrom from={pathname} to={paths.Login} />;
  return <LazyPage page={NotFoundPage} />;
}
