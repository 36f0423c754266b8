/**
 * The limits and fixed values both sides hold to: the server's schemas validate with them and the app's forms say
 * them before a call is made. Plain values only, so the app may import them (lint allows this file).
 */

/** Spec 5 and 9: names, descriptions, prices and the option-group quantity. */
export const MENU_LIMITS = {
  name: 50,
  description: 255,
  priceMax: 999.99,
  maxlengthMin: 1,
  maxlengthMax: 99,
  /** Upload size, in bytes (5 MB). */
  imageBytes: 5 * 1024 * 1024,
} as const;

/** Spec 5: the cover is a 1200x1200 JPG; item and category photos are 720x480 JPGs. */
export const IMAGE_SIZES = {
  cover: { width: 1200, height: 1200 },
  photo: { width: 720, height: 480 },
} as const;

export const QR_LOCATION_MAX_LENGTH = 20;
export const SLUG_MAX_LENGTH = 20;
/**
 * Addresses a shop cannot take as its delivery slug: the customer site is this server, where {host}/{slug} would
 * otherwise open a staff screen, an API route or a file instead of the shop. Tests fail when a staff route, a
 * server route or a file of public/ is missing here (__tests__/client/shared/reservedSlugs.test.ts,
 * __tests__/server/shop/reserved-slugs.test.ts).
 */
export const RESERVED_SLUGS: readonly string[] = [
  // Spec 5: what the customer site serves itself.
  'app',
  'sign-in',
  'index.html',
  'robots.txt',
  'web.config',
  // The staff app's first path segments, lowercased: its router matches an address in any case.
  'about',
  'board',
  'invoices',
  'kitchen',
  'login',
  'menu',
  'more',
  'orderpayments',
  'orders',
  'orderspayments',
  'paymentmethods',
  'qrcodes',
  'tables',
  // The server's own: its API's prefixes, the API docs, the runtime config, the web app manifest.
  'api',
  'config.js',
  'docs',
  'manifest.webmanifest',
  'ordering',
  'payments',
  'public',
  'push',
  'test',
  'token',
  'token-v2',
  'v2',
  // The build's files at the root: public/, the bundles and the service worker.
  'assets',
  'guest.html',
  'icons',
  'sounds',
  'sw.js',
];
export const SLUG_PATTERN = '^[a-z0-9_-]+$';
/** Country code 55 and a Brazilian number of 10 (landline) or 11 (mobile) digits. */
export const PHONE_PATTERN = '^55\\d{10,11}$';
export const FEE_MAX = 999.99;

/**
 * The most one amount typed at the till may be, in reais: a part, a part's Pix code, the cash handed over. No
 * comanda comes near it, and its cents stay far below what the database's 32-bit cents columns hold
 * (21.474.836,47), where a larger one failed or was kept as an absurd change.
 */
export const TILL_AMOUNT_MAX = 1_000_000;
/** 'Troco para': the most a customer may say they pay a bill with in cash, in reais. */
export const PAID_WITH_MAX = 99_999.99;

/**
 * 'Avisar todos se um pedido ficar sem resposta por': minutes a new order may wait without anyone opening, starting
 * or canceling it before the server pushes it to every device of the shop and every open screen alerts louder.
 */
export const ORDER_ESCALATION_MINUTES = { default: 3, min: 1, max: 30 } as const;

/**
 * 'Dividir conta' kept on the server: between how many parts (one part is the rest paid at once, not a split), and
 * how many lines a split by items may give out, far above any comanda's.
 */
export const SPLIT_PARTS = { min: 2, max: 20 } as const;
export const SPLIT_ASSIGNMENTS_MAX = 200;

/** 'Avisar todos se um chamado ficar sem resposta por': a table waiting for a waiter notices sooner than a kitchen. */
export const CALL_ESCALATION_MINUTES = { default: 2, min: 1, max: 30 } as const;

/**
 * Characters a name loses before it is checked or kept: bidirectional controls (LRM, RLM, ALM, LRE…RLO, the
 * isolates), zero-width and other invisible characters (soft hyphen, combining grapheme joiner, Mongolian vowel
 * separator and variation selectors, Hangul fillers, the Braille blank, invisible operators, variation selectors,
 * the byte-order mark, interlinear annotation marks) and Unicode tag characters. They print as nothing or turn
 * the text around on tiles, tickets and the CSV.
 */
export const INVISIBLE_IN_NAMES = new RegExp(
  [
    '[\\u00AD\\u061C\\u115F\\u1160\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u206F\\u2800\\u3164\\uFEFF\\uFFA0\\uFFF9-\\uFFFB\\u{E0000}-\\u{E007F}]',
    // Marks that join the character before them, each on its own so that no class mixes them with others.
    '\\u034F',
    '[\\u17B4\\u17B5]',
    '[\\u180B-\\u180D\\u180F]',
    '[\\uFE00-\\uFE0F]',
  ].join('|'),
  'gu',
);

/** The JSON Schema format of a name a person typed: it loses INVISIBLE_IN_NAMES, then needs a letter or a digit. */
export const NAME_FORMAT = 'readable-name';

export const withoutInvisibles = (name: string): string => name.replace(INVISIBLE_IN_NAMES, '');

export const isReadableName = (name: string): boolean => /[\p{L}\p{N}]/u.test(name);
