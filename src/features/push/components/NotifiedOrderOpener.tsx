import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isOpenOrderMessage } from '../messages';

/** Follows a tapped notification in the window that is already open, without reloading it (sound stays on). */
export function NotifiedOrderOpener() {
  const navigate = useNavigate();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (isOpenOrderMessage(event.data)) navigate(event.data.path);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);
  return null;
}
