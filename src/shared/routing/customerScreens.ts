import { matchPath } from 'react-router-dom';
import { paths, type RouteName } from './paths';

/**
 * The screens customers see (the 'Pronto' board at the counter). The shell shows them on their own, full screen:
 * no tabs, and none of the staff's bars (the link's state, the sound unlock, the pause banner, the print queue).
 */
export const customerScreens: ReadonlyArray<RouteName> = ['Board'];

/** True at the address of a screen customers see. */
export function isCustomerScreen(pathname: string): boolean {
  return customerScreens.some((name) => matchPath({ path: paths[name], end: true }, pathname) !== null);
}
