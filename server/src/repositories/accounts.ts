import type { DbOrTrx } from '@server/db/database';
import type { LocationDto, ProfileDto } from '@contract/auth';
import type { Actor } from '@server/security/actor';

export interface UserCredentials {
  id: number;
  providerId: number;
  passwordHash: string;
}

/** Emails are stored and looked up lower-cased, so sign-in does not depend on how the user typed them. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findCredentialsByEmail(db: DbOrTrx, email: string): Promise<UserCredentials | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'provider_id', 'password_hash'])
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return row ? { id: row.id, providerId: row.provider_id, passwordHash: row.password_hash } : null;
}

export async function findUserProviderId(db: DbOrTrx, userId: number): Promise<number | null> {
  const row = await db.selectFrom('users').select('provider_id').where('id', '=', userId).executeTakeFirst();
  return row ? row.provider_id : null;
}

/**
 * The shop's own account acting with no person of the team (the demo seed plays its staff commands so), named as
 * a staff request without a person is: the first name in short, the full name in full.
 */
export async function ownerActorOf(db: DbOrTrx, userId: number): Promise<Actor> {
  const user = await db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirstOrThrow();
  return { userId, memberId: null, role: null, name: user.first_name, fullName: `${user.first_name} ${user.last_name}`.trim(), authorizedBy: null };
}

export async function findProfile(db: DbOrTrx, userId: number): Promise<ProfileDto | null> {
  const row = await db
    .selectFrom('users')
    .leftJoin('staff_members', 'staff_members.id', 'users.member_id')
    .select(['users.id', 'first_name', 'last_name', 'email', 'email_confirmed', 'phone', 'picture'])
    .select(['staff_members.id as member_id', 'staff_members.name as member_name', 'staff_members.role as member_role', 'staff_members.active as member_active'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const profile: ProfileDto = {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    isEmailConfirmed: row.email_confirmed === 1,
    phone: row.phone,
    picture: row.picture,
  };
  // A person of the team signed in with their own e-mail: the app acts as them, within their role.
  if (row.member_id === null || row.member_name === null || row.member_role === null) return profile;
  return { ...profile, member: { id: row.member_id, name: row.member_name, role: row.member_role, active: row.member_active === 1 } };
}

export async function listProviderLocations(db: DbOrTrx, providerId: number): Promise<LocationDto[]> {
  const rows = await db
    .selectFrom('locations')
    .select(['id', 'name', 'active'])
    .where('provider_id', '=', providerId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, active: row.active === 1 }));
}

export async function isShopOfProvider(db: DbOrTrx, providerId: number, shopId: number): Promise<boolean> {
  const row = await db
    .selectFrom('locations')
    .select('id')
    .where('id', '=', shopId)
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function hasProviders(db: DbOrTrx): Promise<boolean> {
  const row = await db.selectFrom('providers').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function createProvider(db: DbOrTrx, name: string): Promise<number> {
  const row = await db.insertInto('providers').values({ name }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function createLocation(
  db: DbOrTrx,
  location: { providerId: number; name: string; active: boolean },
): Promise<number> {
  const row = await db
    .insertInto('locations')
    .values({ provider_id: location.providerId, name: location.name, active: location.active ? 1 : 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface NewUser {
  providerId: number;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  emailConfirmed: boolean;
}

export async function createUser(db: DbOrTrx, user: NewUser): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      provider_id: user.providerId,
      email: normalizeEmail(user.email),
      password_hash: user.passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      phone: user.phone,
      picture: null,
      email_confirmed: user.emailConfirmed ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
