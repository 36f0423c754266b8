import { matchPath } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';

const guardedPaths = Object.values(paths).filter((path) => path !== paths.Login && path !== paths.About);

/** True when the path is one of the app's routes that need a signed-in user. */
export function isGuardedPath(pathname: string): boolean {
  return guardedPaths.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

/** True when a signed-out visitor at this path sees the login page: /login itself, or a route that needs sign-in. */
export function opensOnLogin(pathname: string): boolean {
  return pathname === paths.Login || isGuardedPath(pathname);
}
