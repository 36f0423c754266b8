export type { BusinessUnit } from '@/shared/session/scope';

/** The signed-in user as GET /api/me/profile answers, with the person of the team they are, if any. */
export type { ProfileDto as Profile } from '@contract/auth';

export interface Credentials {
  email: string;
  password: string;
}
