import type { AppVariant, RuntimeConfig } from '@contract/config';

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export const APP_VERSION = '1.17.0';

/**
 * Which build is running. The bundler writes it into index.html, the page the service worker versions, so a new
 * version that took over shows its own.
 */
export const BUILD_ID =
  (typeof document !== 'undefined' && document.querySelector<HTMLMetaElement>('meta[name="app-build"]')?.content) || APP_VERSION;

function readConfig(): RuntimeConfig {
  const given = (typeof window !== 'undefined' && window.__APP_CONFIG__) || {};
  return {
    variant: given.variant === 'shop' ? 'shop' : 'food',
    apiUrl: (given.apiUrl ?? '').replace(/\/$/, ''),
    foodHost: given.foodHost ?? '',
    kioskHost: given.kioskHost ?? '',
    version: given.version ?? APP_VERSION,
  };
}

export const runtimeConfig: RuntimeConfig = readConfig();

export interface VariantTerms {
  business: string;
  invoice: string;
  invoices: string;
  menu: string;
}

/** The words that change between a restaurant and a shop (spec section 1). */
export const termsByVariant: Record<AppVariant, VariantTerms> = {
  food: { business: 'Restaurante', invoice: 'Comanda', invoices: 'Comandas', menu: 'Cardápio' },
  shop: { business: 'Estabelecimento', invoice: 'Compra', invoices: 'Compras', menu: 'Catálogo' },
};
