import { IDLE_LOCK_MINUTES, roleMay, type StaffPermission } from '@contract/staff-roles';
import type { PersonSession, StaffMember } from '@contract/staff';

/** The most digits a PIN has (PIN_PATTERN: 4 to 6); the pad takes no more. */
export const PIN_MAX_DIGITS = 6;
export const PIN_MIN_DIGITS = 4;

/** A key of the PIN pad on what was typed so far: a digit while there is room, '⌫' takes the last one back. */
export function pinAfterKey(typed: string, key: string): string {
  if (key === 'back') return typed.slice(0, -1);
  if (!/^[0-9]$/.test(key) || typed.length >= PIN_MAX_DIGITS) return typed;
  return typed + key;
}

export const pinComplete = (typed: string): boolean => typed.length >= PIN_MIN_DIGITS && typed.length <= PIN_MAX_DIGITS;

/** The device shows its PIN pad: it asks for a PIN and no one acts on it. */
export const isLocked = (asksPin: boolean, active: PersonSession | null): boolean => asksPin && active === null;

/** How long the person's token still holds, from now (never below zero). */
export const msUntilExpiry = (person: PersonSession, now: number): number => Math.max(0, Date.parse(person.expiresAt) - now);

/** The shop's 'Bloquear após' as a wait, held to the contract's bounds whatever a stale answer says. */
export function idleLockMsOf(minutes: number | null | undefined): number {
  const chosen = Number.isInteger(minutes) ? (minutes as number) : IDLE_LOCK_MINUTES.default;
  return Math.min(IDLE_LOCK_MINUTES.max, Math.max(IDLE_LOCK_MINUTES.min, chosen)) * 60_000;
}

/**
 * The acting person as the team reads them now: still the same active member (a new name or role kept), or null
 * when deactivated or gone, which locks the device at once.
 */
export function memberStillActing(members: readonly StaffMember[], memberId: number): StaffMember | null {
  const member = members.find((candidate) => candidate.id === memberId);
  return member?.active ? member : null;
}

/** What the device may do now: everything as the shop's account (no person acting), else what the person's role may. */
export const personMay = (acting: Pick<StaffMember, 'role'> | null, permission: StaffPermission): boolean =>
  acting === null || roleMay(acting.role, permission);


/** Whole seconds left of a PIN pad locked by too many wrong PINs (429), for its countdown. */
export const secondsLeftOf = (lockedUntil: number | null, now: number): number =>
  lockedUntil === null ? 0 : Math.max(0, Math.ceil((lockedUntil - now) / 1000));
