import type { LocationDto, ProfileDto, RevokeTokenRequest, TokenResponse, TokenV2Response } from '@contract/auth';
import { request } from '@/shared/api/client';
import { ApiError } from '@/shared/api/errors';
import type { BusinessUnit, Profile } from '@/session/types';

export const CLIENT_ID = 'back-office';

export function fetchUserToken(userName: string, password: string): Promise<TokenResponse> {
  return request<TokenResponse>('POST', '/token', {
    auth: 'none',
    form: { client_id: CLIENT_ID, grant_type: 'password', userName, password },
  });
}

/** Trades the session's refresh token for a new token 1 and the next refresh token. */
export function fetchRenewedUserToken(refreshToken: string): Promise<TokenResponse> {
  return request<TokenResponse>('POST', '/token', {
    auth: 'none',
    form: { client_id: CLIENT_ID, grant_type: 'refresh_token', refresh_token: refreshToken },
  });
}

/** Spec 8: a 401 here becomes an 'Unauthorized' error. */
export async function fetchAccountToken(userToken: string): Promise<string> {
  try {
    const response = await request<TokenV2Response>('POST', '/token-v2', { token: userToken });
    return response.token;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw new ApiError(401, 'unauthorized', 'Unauthorized');
    throw error;
  }
}

/** Revokes token on the server, and alsoToken with it when given (both belong to the signed-in user). */
export function revokeTokens(token: string, alsoToken?: string): Promise<void> {
  const body: RevokeTokenRequest | undefined = alsoToken ? { token: alsoToken } : undefined;
  return request<void>('POST', '/token/revoke', { token, json: body });
}

export async function fetchBusinessUnits(providerId: number): Promise<BusinessUnit[]> {
  const locations = await request<LocationDto[]>('GET', `/api/providers/${providerId}/locations`, { auth: 'user' });
  return locations.map((location) => ({ id: location.id, name: location.name, isActive: location.active }));
}

export function fetchProfile(): Promise<Profile> {
  return request<ProfileDto>('GET', '/api/me/profile', { auth: 'user' });
}
