import type { AppVariant, RuntimeConfig } from '../../contract/config';

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export const APP_VERSION = '1.17.0';

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
