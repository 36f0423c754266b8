import type { StaffRole } from '@contract/staff';

/** The manager who authorized one action on the spot ('Autorização do gerente'). */
export interface Authorizer {
  memberId: number;
  name: string;
}

/** Who a staff command is recorded as: the person of the team active on the device, or else the shop's own account. */
export interface Actor {
  /** The user of the account the device signed in with. */
  userId: number;
  /** The person of the team; null when the shop's own account (the owner) acts. */
  memberId: number | null;
  /** The person's role; null for the owner, who may do everything. */
  role: StaffRole | null;
  /** How the product names who did it in short (calls, the service charge): the person's name or the owner's first name. */
  name: string;
  /** How it names them in full (payments, moves): the person's name or the owner's full name. */
  fullName: string;
  /** The manager whose PIN authorized this one action, when the actor's role lacked it. */
  authorizedBy: Authorizer | null;
  /** The device the command came from (DEVICE_HEADER): the money it records belongs to that device's open till. */
  device?: string | null;
}
