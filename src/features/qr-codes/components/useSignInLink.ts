import { runtimeConfig } from '@/shared/config';
import { signInLinkOf } from '../rules';

export function useSignInLink(code: string): string {
  return signInLinkOf(code, window.location.origin, runtimeConfig);
}
