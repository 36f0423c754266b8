import { Navigate, useLocation } from 'react-router-dom';

/**
 * Ionic keeps visited pages mounted and re-renders them on every location change, so a bare <Navigate> in a
 * cached page would fire again from anywhere. This one redirects only while its own path is the current one.
 */
export function RedirectFrom({ from, to }: { from: string; to: string }) {
  const { pathname } = useLocation();
  return pathname === from ? <Navigate to={to} replace /> : null;
}
