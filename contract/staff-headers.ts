/**
 * What every staff call may carry and be refused for on a shared device: the API client's part of the team, apart
 * so that the app's first load takes only these few words.
 */

/** The header carrying the person acting on a shared device (a person token from POST …/team/sessions). */
export const PERSON_HEADER = 'x-staff-person';
/** The header carrying a manager's authorization of one action (POST …/team/authorizations). */
export const AUTHORIZATION_HEADER = 'x-manager-authorization';

/** The 403 of a person without the permission a route needs; `permission` names it for the app's authorization. */
export const PERMISSION_REQUIRED = 'permission_required';

/** The 403s refusing the person a call was sent for (deactivated; unknown, or another shop's): the device locks. */
export const PERSON_REFUSALS: readonly string[] = ['person_inactive', 'person_invalid'];

/**
 * The header naming the device a staff call comes from (a random key the app keeps in its storage): a till
 * ('Caixa') belongs to a device, and each payment recorded there to its open till.
 */
export const DEVICE_HEADER = 'x-staff-device';
export const DEVICE_KEY_PATTERN = '^[A-Za-z0-9_-]{16,64}$';
