import { useLocation } from 'react-router-dom';
import { ConnectionIndicator } from '@/features/connectivity/ConnectionIndicator';
import { SoundUnlockBar } from '@/sound/SoundUnlockBar';
import { isCustomerScreen } from '@/shared/routing/customerScreens';

/**
 * The bars above every staff screen: the link's state and the sound unlock. A screen customers see goes without
 * them (`customerScreens`): they are the staff's business, and the customers could do nothing with them.
 */
export function StaffBars() {
  const { pathname } = useLocation();
  if (isCustomerScreen(pathname)) return null;
  return (
    <>
      <ConnectionIndicator />
      <SoundUnlockBar />
    </>
  );
}
