import { homePathOf } from '@/session/landing';
import { selectJustSignedInUnknown, selectSignedInMember } from '@/session/selectors';
import { paths } from '@/shared/routing/paths';
import { useAppSelector } from '../hooks';
import { RedirectFrom } from './RedirectFrom';

/**
 * '/': Pedidos, or for a person of the team signed in with their own e-mail their role's screen (the kitchen, Salão).
 * Right after a sign-in it waits the moment the profile takes to say who signed in.
 */
export function HomeRedirect() {
  const member = useAppSelector(selectSignedInMember);
  const waiting = useAppSelector(selectJustSignedInUnknown);
  if (waiting) return null;
  return <RedirectFrom from={paths.Root} to={homePathOf(member)} />;
}
