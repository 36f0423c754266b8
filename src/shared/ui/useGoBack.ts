import { useCallback } from 'react';
import { useIonRouter } from '@ionic/react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Back with a way out for deep links: pops the history when there is somewhere to go, otherwise replaces the
 * page with `fallbackPath`. Uses Ionic's router for its back animation, and plain react-router where no Ionic
 * router is mounted (component tests), whose default context has no routeInfo.
 */
export function useGoBack(): (fallbackPath: string) => void {
  const ionRouter = useIonRouter();
  const navigate = useNavigate();
  const location = useLocation();
  const hasIonRouter = ionRouter.routeInfo !== undefined;

  return useCallback(
    (fallbackPath: string) => {
      if (hasIonRouter) {
        if (ionRouter.canGoBack()) ionRouter.goBack();
        else ionRouter.push(fallbackPath, 'back', 'replace');
        return;
      }
      // 'default' is react-router's key for the entry the app was opened on: nothing of ours lies behind it.
      if (location.key === 'default') navigate(fallbackPath, { replace: true });
      else navigate(-1);
    },
    [hasIonRouter, ionRouter, location.key, navigate],
  );
}
