import { useLocation } from 'react-router-dom';
import { ConnectionIndicator } from '@/features/connectivity/ConnectionIndicator';
import { TeamHost } from '@/features/team/TeamHost';
import { SoundUnlockBar } from '@/sound/SoundUnlockBar';
import { isCustomerScreen } from '@/shared/routing/customerScreens';

/**
 * The bars above every staff screen: the link's state, the sound unlock and, on a shared device, the person acting
 * (with its PIN pad and a manager's authorization). A screen customers see goes without
 * them (`customerScreens`): they are the staff's business, and the customers could do nothing with them.
 */
export function StaffBars() {
  const { pathname } = useLocation();
  if (isCustomerScreen(pathname)) return null;
  return (
    <>
      <ConnectionIndicator />
      <SoundUnlockBar />
      <TeamHost />
    </>
  );
}
