/** Spec 9: how often a running app asks the server whether a new version exists. */
export const UPDATE_CHECK_INTERVAL_MS = 3_600_000;

/**
 * current: nothing to install. waiting: a new version is installed and waits for the user. activating: the user
 * tapped the notification and the new version is taking over.
 */
export type UpdateStatus = 'current' | 'waiting' | 'activating';

/**
 * The page reloads only when the user asked for the update in this page's life: a new worker taking control
 * for any other reason (first install, another tab's update) never reloads, and the page that comes back from
 * the reload starts as 'current', so a reload can never lead to another one.
 */
export function shouldReloadOnControlling(status: UpdateStatus, isUpdate: boolean): boolean {
  return status === 'activating' && isUpdate;
}
