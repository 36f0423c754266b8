import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { PersonSession, StaffMember } from '@contract/staff';
import { PERSON_HEADER } from '@contract/staff-headers';
import { expect } from './fixtures';
import { currentPage } from './screens';
import { okJson, type StaffSession } from './staffSession';

/**
 * The team on the screen and through its API (demo seed: Carla, Gerente, 1234; Bruno and Dani, Garçom, 2222 and
 * 3333; Caio, Cozinha, 4444; Lia, Caixa, 5555).
 */

/** The PIN pad on screen: the lock's, or the manager's dialog. */
export const pinLock = (page: Page) => page.getByTestId('pin-lock');
export const authorizationDialog = (page: Page) => page.getByRole('dialog', { name: 'Autorização do gerente' });

/** Types a PIN on a pad's keys, a tap each, then 'Entrar'. */
export async function typePin(pad: Locator, pin: string): Promise<void> {
  for (const digit of pin) await pad.getByRole('button', { name: digit, exact: true }).click();
  await expect(pad.getByTestId('pin-dots').locator('.pin-pad-dot--typed')).toHaveCount(pin.length);
  await pad.getByRole('button', { name: 'Entrar' }).click();
}

/** Opens 'Equipe' from Mais, as the owner does. */
export async function openTeam(page: Page): Promise<Locator> {
  await page.goto('/more');
  await currentPage(page).getByText('Equipe', { exact: true }).click();
  const team = currentPage(page);
  await expect(team.locator('ion-title')).toHaveText('Equipe');
  await expect(team).not.toHaveClass(/ion-page-invisible/);
  return team;
}

/** Turns 'Pedir PIN neste aparelho' on: the device locks to its PIN pad at once. */
export async function askForPin(page: Page): Promise<void> {
  const team = await openTeam(page);
  await team.locator('ion-toggle').filter({ hasText: 'Pedir PIN neste aparelho' }).click();
  await expect(pinLock(page)).toBeVisible();
  await expect(pinLock(page)).toContainText('Digite seu PIN');
}

/** A device of the shop set to 'Pedir PIN', then the person whose PIN it is acting on it, named in the header. */
export async function actAs(page: Page, pin: string, name: string): Promise<void> {
  await askForPin(page);
  await typePin(pinLock(page), pin);
  await expect(pinLock(page)).toBeHidden();
  await expect(page.getByTestId('active-person')).toHaveText(name);
}

const teamPath = (session: StaffSession) => `/ordering/accounts/${session.accountId}/shops/${session.shopId}/team`;
const auth = (session: StaffSession) => ({ authorization: `Bearer ${session.accountToken}` });

/** The headers of a staff request made by a person of the team, as their device sends it. */
export async function personHeaders(request: APIRequestContext, session: StaffSession, pin: string): Promise<Record<string, string>> {
  const person = await okJson<PersonSession>(await request.post(`${teamPath(session)}/sessions`, { headers: auth(session), data: { pin } }));
  return { ...auth(session), [PERSON_HEADER]: person.personToken };
}

export async function memberNamed(request: APIRequestContext, session: StaffSession, name: string): Promise<StaffMember> {
  const { members } = await okJson<{ members: StaffMember[] }>(await request.get(`${teamPath(session)}/members`, { headers: auth(session) }));
  const member = members.find((entry) => entry.name === name);
  if (!member) throw new Error(`The demo team has no "${name}"`);
  return member;
}

/** Activates or deactivates a person as the owner does in 'Equipe', their name, role and PIN kept. */
export async function setMemberActive(request: APIRequestContext, session: StaffSession, member: StaffMember, active: boolean): Promise<void> {
  const answer = await request.put(`${teamPath(session)}/members/${member.id}`, {
    headers: auth(session),
    data: { name: member.name, role: member.role, active },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}
