import { useIonRouter } from '@ionic/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGoBack } from '@/shared/ui/useGoBack';

/** What a saga may ask of the router once a command succeeded (go to the new record, leave a removed one). */
export interface MenuNavigator {
  forward(path: string): void;
  back(fallbackPath: string): void;
}

// Ionic keeps earlier pages mounted, so several register; the newest one answers, and when it unmounts the
// one beneath takes over again.
const navigators: MenuNavigator[] = [];

export function navigateTo(path: string): void {
  navigators.at(-1)?.forward(path);
}

export function navigateBack(fallbackPath: string): void {
  navigators.at(-1)?.back(fallbackPath);
}

/** Lets the menu sagas navigate while the calling page is mounted. */
export function useMenuNavigator(): void {
  const ionRouter = useIonRouter();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const hasIonRouter = ionRouter.routeInfo !== undefined;
  const latest = useRef<MenuNavigator>({ forward: () => undefined, back: () => undefined });

  useEffect(() => {
    latest.current = {
      forward: (path) => (hasIonRouter ? ionRouter.push(path, 'forward') : navigate(path)),
      back: goBack,
    };
  });

  useEffect(() => {
    const entry: MenuNavigator = {
      forward: (path) => latest.current.forward(path),
      back: (fallbackPath) => latest.current.back(fallbackPath),
    };
    navigators.push(entry);
    return () => {
      navigators.splice(navigators.indexOf(entry), 1);
    };
  }, []);
}
