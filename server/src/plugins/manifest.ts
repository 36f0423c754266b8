import type { FastifyInstance } from 'fastify';
import type { AppVariant } from '@server/config';

/** The app's name as the home screen shows it; the same words as the document title (spec 1). */
export const appNameByVariant: Record<AppVariant, string> = {
  food: 'Painel do Restaurante',
  shop: 'Painel do Estabelecimento',
};

const THEME_COLOR = '#b3261e';

// The icon's art sits inside the central safe zone on a full-bleed background, so the same files serve the
// launchers that crop icons to a shape (maskable) and those that show them whole.
const icons = [192, 512].flatMap((size) =>
  (['any', 'maskable'] as const).map((purpose) => ({
    src: `/icons/icon-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  })),
);

/** The web app manifest: the variant is known only when the server starts (APP_VARIANT), so it is served, not built. */
export function manifestOf(variant: AppVariant) {
  return {
    name: appNameByVariant[variant],
    short_name: 'Painel',
    description: 'Pedidos, comandas e cardápio do seu negócio em tempo real.',
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    icons,
  };
}

export function installManifest(app: FastifyInstance): void {
  const body = JSON.stringify(manifestOf(app.config.variant));
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'no-cache').send(body),
  );
}
