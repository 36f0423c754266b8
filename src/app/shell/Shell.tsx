import { Suspense, useReducer } from 'react';
import { selectIsSignedIn } from '@/session/selectors';
import { opensOnLogin } from '../guardedPaths';
import { useAppSelector } from '../hooks';
import type { AppStore } from '../store';
import { ionicShellChunk } from './chunks';
import { LoginShell } from './LoginShell';
import { ShellRefreshContext } from './shellRefresh';
import { lazyChunk } from '@/shared/chunks/lazyChunk';

const IonicShell = lazyChunk(ionicShellChunk);

/**
 * The login page in a shell of plain elements, everything else in Ionic's: the app's first load, signed out, is
 * the login page, and it stays free of Ionic's runtime. The address is read whenever the session changes or the
 * Ionic shell asks; in between, the Ionic shell's router owns it.
 */
export function Shell({ store }: { store: AppStore }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  if (!signedIn && opensOnLogin(window.location.pathname)) return <LoginShell />;
  return (
    <ShellRefreshContext.Provider value={refresh}>
      <Suspense fallback={null}>
        <IonicShell store={store} />
      </Suspense>
    </ShellRefreshContext.Provider>
  );
}
