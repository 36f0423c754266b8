/**
 * The team ('Equipe'): the people of one shop, each with a role and a PIN, who act on the shop's shared devices.
 * The shop's own account (the owner) keeps every permission; a person acts within their role's. Schemas the server
 * validates with and types the app reads; the roles, permissions and messages are in staff-roles.ts.
 */
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from './auth';
import { NAME_FORMAT } from './limits';
import {
  PIN_PATTERN,
  STAFF_NAME_MAX_LENGTH,
  IDLE_LOCK_MINUTES,
  MEMBER_EMAIL_MAX_LENGTH,
  MEMBER_PASSWORD_LENGTH,
  staffPermissions,
  staffRoles,
} from './staff-roles';

export * from './staff-roles';

const RoleSchema = Type.Union(staffRoles.map((role) => Type.Literal(role)));
const PermissionSchema = Type.Union(staffPermissions.map((permission) => Type.Literal(permission)));
const PinSchema = Type.String({ pattern: PIN_PATTERN });
const StaffNameSchema = Type.String({ minLength: 1, maxLength: STAFF_NAME_MAX_LENGTH, format: NAME_FORMAT });

/** A person of the team as every device sees them; the PIN never leaves the server. */
export const StaffMemberSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  role: RoleSchema,
  active: Type.Boolean(),
});

/** As 'Equipe' lists them: with the e-mail of their own sign-in, if they have one. */
export const TeamMemberSchema = Type.Composite([StaffMemberSchema, Type.Object({ email: Type.Union([Type.String(), Type.Null()]) })]);

export const StaffMemberListSchema = Type.Object({ members: Type.Array(TeamMemberSchema) });

/** A member's own e-mail sign-in: given, or changed (a new password ends the sessions they had). */
export const MemberSignInBodySchema = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: MEMBER_EMAIL_MAX_LENGTH }),
    password: Type.String({ minLength: MEMBER_PASSWORD_LENGTH.min, maxLength: MEMBER_PASSWORD_LENGTH.max }),
  },
  { additionalProperties: false },
);

export const NewStaffMemberSchema = Type.Object({ name: StaffNameSchema, role: RoleSchema, pin: PinSchema }, { additionalProperties: false });

/** An edit; a PIN left out stays as it was. Deactivating keeps the person in what they did. */
export const StaffMemberChangesSchema = Type.Object(
  { name: StaffNameSchema, role: RoleSchema, active: Type.Boolean(), pin: Type.Optional(PinSchema) },
  { additionalProperties: false },
);

export const PinBodySchema = Type.Object({ pin: PinSchema }, { additionalProperties: false });

/** 'Trocar pessoa': the person whose PIN was typed, and the token the device sends with their commands. */
export const PersonSessionSchema = Type.Object({ member: StaffMemberSchema, personToken: Type.String(), expiresAt: Type.String({ format: 'date-time' }) });

export const AuthorizationBodySchema = Type.Object({ pin: PinSchema, permission: PermissionSchema }, { additionalProperties: false });

/** 'Autorização do gerente': good for one action needing `permission`, for a short while. */
export const AuthorizationSchema = Type.Object({ authorizationToken: Type.String(), by: StaffMemberSchema, permission: PermissionSchema });

export const TeamSettingsSchema = Type.Object(
  { idleLockMinutes: Type.Integer({ minimum: IDLE_LOCK_MINUTES.min, maximum: IDLE_LOCK_MINUTES.max }) },
  { additionalProperties: false },
);

export const StaffMemberParamsSchema = Type.Object({ accountId: IdSchema, shopId: IdSchema, id: IdSchema });

export type StaffMember = Static<typeof StaffMemberSchema>;
export type TeamMember = Static<typeof TeamMemberSchema>;
export type StaffMemberList = Static<typeof StaffMemberListSchema>;
export type MemberSignInBody = Static<typeof MemberSignInBodySchema>;
export type NewStaffMember = Static<typeof NewStaffMemberSchema>;
export type StaffMemberChanges = Static<typeof StaffMemberChangesSchema>;
export type PersonSession = Static<typeof PersonSessionSchema>;
export type AuthorizationBody = Static<typeof AuthorizationBodySchema>;
export type Authorization = Static<typeof AuthorizationSchema>;
export type TeamSettings = Static<typeof TeamSettingsSchema>;
