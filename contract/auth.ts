/** Authentication and profile calls (spec section 7): schemas the server validates with, types the app reads. */
import { Type, type Static } from '@sinclair/typebox';
import { staffRoles } from './staff-roles';

/** A database id: whole, positive and small enough for a 32-bit integer column on either database. */
export const IdSchema = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** The shape of contract/errors.ts ApiErrorBody, for route response schemas. */
export const ApiErrorSchema = Type.Object({
  error: Type.String(),
  message: Type.String(),
  code: Type.Optional(Type.String()),
  resumeAt: Type.Optional(Type.Union([Type.Null(), Type.String({ format: 'date-time' })])),
  /** The StaffPermission a person lacks (403 permission_required). */
  permission: Type.Optional(Type.String()),
  /** Seconds until a PIN may be tried again (429 pin_locked). */
  retryAfter: Type.Optional(Type.Integer({ minimum: 1 })),
});

/** The OAuth-shaped failure of POST /token (contract/errors.ts TokenErrorBody). */
export const TokenErrorSchema = Type.Object({ error: Type.String(), error_description: Type.String() });

// Every field is optional in the schema so that a missing one is answered in the OAuth shape, not as a 400 JSON error.
export const TokenRequestSchema = Type.Object({
  client_id: Type.Optional(Type.String()),
  grant_type: Type.Optional(Type.String()),
  userName: Type.Optional(Type.String()),
  password: Type.Optional(Type.String()),
  /** With grant_type=refresh_token instead of userName and password. */
  refresh_token: Type.Optional(Type.String({ maxLength: 512 })),
});

export const TokenResponseSchema = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('bearer'),
  expires_in: Type.Integer({ description: 'Seconds until the token expires.' }),
  refresh_token: Type.String({
    description: 'Single use: POST /token with grant_type=refresh_token trades it for new tokens and the next one.',
  }),
});

export const TokenV2ResponseSchema = Type.Object({
  token: Type.String({ description: 'JWT whose account claim is the provider id, as a string.' }),
});

/**
 * POST /token/revoke revokes its bearer token (1 or 2); the optional body names another token of the same user,
 * so one call signs both tokens out.
 */
export const RevokeTokenRequestSchema = Type.Union([
  Type.Object({ token: Type.Optional(Type.String({ maxLength: 4096 })) }),
  Type.Null(),
]);

export const ProviderLocationsParamsSchema = Type.Object({ providerId: IdSchema });

export const LocationSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  active: Type.Boolean(),
});

export const LocationListSchema = Type.Array(LocationSchema);

export const ProfileSchema = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  isEmailConfirmed: Type.Boolean(),
  phone: Type.Union([Type.String(), Type.Null()]),
  picture: Type.Union([Type.String(), Type.Null()]),
  /** Beyond the spec: a person of the team signed in with their own e-mail is that person on this device. */
  member: Type.Optional(
    Type.Object({ id: Type.Integer(), name: Type.String(), role: Type.Union(staffRoles.map((role) => Type.Literal(role))), active: Type.Boolean() }),
  ),
});

export type TokenRequest = Static<typeof TokenRequestSchema>;
export type TokenResponse = Static<typeof TokenResponseSchema>;
export type TokenV2Response = Static<typeof TokenV2ResponseSchema>;
export type RevokeTokenRequest = Static<typeof RevokeTokenRequestSchema>;
export type LocationDto = Static<typeof LocationSchema>;
export type ProfileDto = Static<typeof ProfileSchema>;

/** Claims of token 2 that the app reads (spec section 6). */
export interface AccountTokenClaims {
  account: string | string[];
}

