import { createContext, useContext, type ReactNode } from 'react';
import type { AppVariant } from '@contract/config';
import { termsByVariant, type VariantTerms } from '@/shared/config';

const VariantContext = createContext<AppVariant>('food');

export function VariantProvider({ variant, children }: { variant: AppVariant; children: ReactNode }) {
  return <VariantContext.Provider value={variant}>{children}</VariantContext.Provider>;
}

export function useVariant(): AppVariant {
  return useContext(VariantContext);
}

export function useTerms(): VariantTerms {
  return termsByVariant[useVariant()];
}
