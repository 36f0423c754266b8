export type { BusinessUnit } from '@/shared/session/scope';

export interface Profile {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  isEmailConfirmed: boolean;
  phone: string | null;
  picture: string | null;
}

export interface Credentials {
  email: string;
  password: string;
}
