import { Suspense, useEffect } from 'react';
import { ConnectionIndicator } from '@/features/connectivity/ConnectionIndicator';
import { loginPageChunk } from '../loginPageChunk';
import { prefetchSignedInScreen } from '../signedIn/area';
import { paths } from '@/shared/routing/paths';
import './LoginShell.css';
import { lazyChunk } from '@/shared/chunks/lazyChunk';

// Its own chunk, with the form library: a signed-in start never needs it.
const LoginPage = lazyChunk(loginPageChunk);

const prefetchPedidos = () => prefetchSignedInScreen(paths.Orders);

/** A signed-out visitor at /login or at a route that needs sign-in; the address becomes /login. */
export function LoginShell() {
  useEffect(() => {
    if (window.location.pathname !== paths.Login) window.history.replaceState(null, '', paths.Login);
  }, []);
  return (
    <div className="login-shell">
      <ConnectionIndicator />
      <Suspense fallback={null}>
        <LoginPage onSignInSent={prefetchPedidos} />
      </Suspense>
    </div>
  );
}
