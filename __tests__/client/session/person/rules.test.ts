import { IDLE_LOCK_MINUTES } from '@contract/staff-roles';
import {
  idleLockMsOf,
  isLocked,
  personMay,
  memberStillActing,
  msUntilExpiry,
  pinAfterKey,
  pinComplete,
  secondsLeftOf,
} from '@/session/person/rules';
import { homePathOf, landingPathOf } from '@/session/landing';
import { paths } from '@/shared/routing/paths';
import { bruno, caio, carla, lia, sessionOf } from './fixtures';

describe('the PIN pad', () => {
  it.each([
    ['', '1', '1'],
    ['123', '4', '1234'],
    ['123456', '7', '123456'],
    ['12', 'back', '1'],
    ['', 'back', ''],
    ['12', 'x', '12'],
  ])('%s, then key %s: %s', (typed, key, after) => {
    expect(pinAfterKey(typed, key)).toBe(after);
  });

  it.each([
    ['123', false],
    ['1234', true],
    ['123456', true],
  ])('%s is complete: %s', (typed, complete) => {
    expect(pinComplete(typed)).toBe(complete);
  });

  it.each([
    [null, 0],
    [10_000, 0],
    [40_500, 31],
  ])('locked until %s shows %s seconds at 10 s', (until, seconds) => {
    expect(secondsLeftOf(until, 10_000)).toBe(seconds);
  });
});

describe("where a person's device opens", () => {
  it.each([
    [caio, paths.Kitchen],
    [bruno, paths.Tables],
    [carla, null],
    [lia, null],
  ])('%o → %s', (member, path) => {
    expect(landingPathOf(member.role)).toBe(path);
  });
});

describe('when the device locks', () => {
  it('shows the pad only when it asks for a PIN and no one acts', () => {
    expect(isLocked(true, null)).toBe(true);
    expect(isLocked(true, sessionOf(bruno))).toBe(false);
    expect(isLocked(false, null)).toBe(false);
  });

  it("waits the shop's minutes, held to the contract's bounds", () => {
    expect(idleLockMsOf(3)).toBe(180_000);
    expect(idleLockMsOf(null)).toBe(IDLE_LOCK_MINUTES.default * 60_000);
    expect(idleLockMsOf(0)).toBe(IDLE_LOCK_MINUTES.min * 60_000);
    expect(idleLockMsOf(10_000)).toBe(IDLE_LOCK_MINUTES.max * 60_000);
  });

  it("counts the token's time left, never below zero", () => {
    const person = sessionOf(bruno, '2026-01-01T10:00:00.000Z');
    expect(msUntilExpiry(person, Date.parse('2026-01-01T09:59:00.000Z'))).toBe(60_000);
    expect(msUntilExpiry(person, Date.parse('2026-01-01T11:00:00.000Z'))).toBe(0);
  });

  it('keeps a renamed member acting and drops a deactivated or removed one', () => {
    expect(memberStillActing([{ ...bruno, name: 'Bruno S.' }], bruno.id)).toEqual({ ...bruno, name: 'Bruno S.' });
    expect(memberStillActing([{ ...bruno, active: false }], bruno.id)).toBeNull();
    expect(memberStillActing([carla], bruno.id)).toBeNull();
  });
});

describe('what the acting person may', () => {
  it("is everything for the shop's account, and the role's for a person ('Equipe' the managers', Resumo not a waiter's)", () => {
    expect(personMay(null, 'team.manage')).toBe(true);
    expect(personMay(carla, 'team.manage')).toBe(true);
    expect(personMay(bruno, 'team.manage')).toBe(false);
    expect(personMay(lia, 'team.manage')).toBe(false);
    expect(personMay(lia, 'reports.view')).toBe(true);
    expect(personMay(bruno, 'reports.view')).toBe(false);
  });

  it("opens a sign-in on the role's own screen: the kitchen for a cook, Salão for a waiter, Pedidos otherwise", () => {
    expect(homePathOf(caio)).toBe(paths.Kitchen);
    expect(homePathOf(bruno)).toBe(paths.Tables);
    expect(homePathOf(lia)).toBe(paths.Orders);
    expect(homePathOf(null)).toBe(paths.Orders);
  });
});
