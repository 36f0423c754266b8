import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import folders from './scripts/lint/boundaries.mjs';

// What each feature offers the others; anything else in a feature folder is its own. Lazy screens and the state
// other features read are named one by one rather than through an index file, so that importing one never loads the
// rest of the feature with it. State several screens share is not here: it lives in the modules (src/ordering,
// src/session) that every feature may read.
const publicFiles = {
  'day-report': ['components/TodayCard'],
  history: ['components/HistorySection'],
  invoices: ['pages/InvoiceDetailsPage'],
  items: ['selectors', 'components/ItemsLink'],
  'menu-images': ['components/PhotoHeader', 'components/CoverDialog'],
  'option-groups': ['components/OptionGroupsLink'],
  options: ['selectors', 'components/OptionsLink'],
  'order-alerts': ['NewOrdersPill', 'DeviceAlertSettings'],
  'order-pause': ['components/OrdersPauseMenu', 'components/usePauseControl'],
  pix: ['components/PixCharge'],
  portions: ['components/PortionsLink'],
  printing: ['invoiceReceipt', 'kitchenTicket', 'pixQrCommands', 'PrintSettings', 'ReceiptSheet', 'rules', 'slice', 'tillClosingReceipt', 'usePrintReceipt'],
  push: ['subscription', 'components/PushNotificationsToggle'],
  'session-recording': ['recorder'],
  'sold-out': ['components/OrderAvailability'],
};

// Which features a feature uses: a screen uses a capability's public files, never the reverse. The rule refuses an
// import that is not declared here, and one whose target uses the importer, directly or through others, so that
// declaring a way back cannot bring a loop in.
const featureUses = {
  about: ['session-recording'],
  auth: ['push'],
  invoices: ['day-report', 'history', 'pix', 'printing'],
  'item-groups': ['items', 'menu-images', 'option-groups'],
  items: ['menu-images', 'portions'],
  'option-groups': ['options'],
  'order-alerts': ['push'],
  'order-payments': ['invoices'],
  orders: ['history', 'order-alerts', 'order-pause', 'printing', 'sold-out'],
  profile: ['order-pause'],
  settings: ['order-alerts', 'printing'],
  tables: ['invoices'],
  till: ['printing'],
};

// The app may only take types from the contract, so server-side schema code never reaches the bundle; live, errors,
// labels, limits, shop paths, the order transitions, the payment codes, the Pix rules, the service charge's maths, the team's roles and the till's kinds and methods hold plain values
// and rules both sides read, and no schema.
const contractValues = {
  group: ['@contract/*', '!@contract/live', '!@contract/errors', '!@contract/labels', '!@contract/order-transitions', '!@contract/order-payment-codes', '!@contract/payment-methods', '!@contract/statuses', '!@contract/limits', '!@contract/paths', '!@contract/pix', '!@contract/service-charge', '!@contract/staff-roles', '!@contract/staff-headers', '!@contract/till-values'],
  allowTypeImports: true,
  message: 'Import only types from the contract.',
};

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'node_modules/', 'coverage/', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Node's own CommonJS config and build scripts.
    files: ['webpack.config.js', 'scripts/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // A relative import stays in its own folder; a feature uses another only through its public files.
    files: ['src/**/*.{ts,tsx}', 'server/src/**/*.ts', 'contract/**/*.ts'],
    plugins: { folders, 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'folders/boundaries': ['error', { publicFiles, uses: featureUses }],
      // Type imports do not count: they leave no trace in what runs.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The one cycle allowed, and only through its lazy step: the shell loads the signed-in area, which asks for the
    // shell's chunk ahead of time with import() so that both download side by side.
    files: ['src/app/shell/IonicShell.tsx', 'src/app/shell/chunks.ts', 'src/app/signedIn/area.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [contractValues] }],
    },
  },
  {
    // The layers run one way, top to bottom: app/ (the shell, routes, store), features/ (screens and capabilities),
    // the modules (ordering/, session/: state several screens share), live/, sound/, shared/. A layer imports only
    // the ones under it; app/ lends the layers under it its typed hooks and the type of its state, nothing else.
    // shared/ is the floor: it imports none of the layers above it, not even their types.
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            contractValues,
            { group: ['@/app/*', '@/features/*', '@/ordering/*', '@/session/*', '@/live/*', '@/sound/*'], message: 'shared/ is the bottom layer: move what it needs down into shared/.' },
          ],
        },
      ],
    },
  },
  {
    // The page's sound sits right above shared/: the live link keeps its state, the alerts play it.
    files: ['src/sound/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            contractValues,
            { group: ['@/app/*', '@/features/*', '@/ordering/*', '@/session/*', '@/live/*'], message: 'sound/ sits under everything but shared/.' },
          ],
        },
      ],
    },
  },
  {
    // live/ sits under the modules and the features: the session it follows reaches it as shared/session's events.
    files: ['src/live/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            contractValues,
            { group: ['@/app/*'], allowTypeImports: true, message: 'live/ takes only types from app/ (RootState).' },
            { group: ['@/features/*', '@/ordering/*', '@/session/*'], message: 'live/ sits under the modules and the features.' },
          ],
        },
      ],
    },
  },
  {
    // The modules hold the state several screens share; no screen owns them, so they never import one.
    files: ['src/ordering/**/*.{ts,tsx}', 'src/session/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            contractValues,
            { group: ['@/app/*'], allowTypeImports: true, message: 'A module takes only types from app/ (RootState).' },
            { group: ['@/features/*'], message: 'A module never imports a feature: move what both need into the module.' },
          ],
        },
      ],
    },
  },
  {
    // Features sit under app/: routing, layouts and the feature-group install are shared/'s.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            contractValues,
            { group: ['@/app/*', '!@/app/hooks'], allowTypeImports: true, message: 'A feature imports app/ only for its typed hooks (app/hooks) and types (RootState): routing and layouts are in shared/.' },
          ],
        },
      ],
    },
  },
  // The server's layers, from the top: server.ts and app.ts, which assemble the rest, and seeds/; routes/ and plugins/
  // (HTTP); live/ (the hub's type, and the one module that sends committed events to it and to push); push/,
  // payments/, security/ and images/ (services over the data); repositories/ (SQL and commands); domain/ (pure rules)
  // and db/ (schema, migrations, connection) at the floor. A layer imports none above it, types included, so no type
  // circle forms between them either.
  ...serverLayerRules([
    {
      // The data layer knows nothing of HTTP or of who hears its events: routes and plugins call repositories, a
      // command returns the events it decided and live/delivery.ts sends them; what the rules refuse is a
      // DomainError, which the error plugin alone turns into a status.
      files: ['server/src/repositories/**/*.ts'],
      above: ['routes', 'plugins', 'live', 'push', 'seeds'],
      message: 'Repositories sit under the routes, the plugins, the event delivery (live/), push and the seeds: return the events from the command instead.',
      withHttp: true,
    },
    {
      files: ['server/src/domain/**/*.ts'],
      above: ['repositories', 'db', 'security', 'payments', 'images', 'routes', 'plugins', 'live', 'push', 'seeds'],
      message: 'domain/ holds pure rules: it reads no data and knows no layer above it.',
      withHttp: true,
    },
    {
      files: ['server/src/db/**/*.ts'],
      above: ['repositories', 'domain', 'security', 'payments', 'images', 'routes', 'plugins', 'live', 'push', 'seeds'],
      message: 'db/ is the floor (schema, migrations, connection): what needs the repositories, such as a seed, goes in seeds/.',
      withHttp: true,
    },
    {
      // fastify-types reads their services' types, so they may not read it back.
      files: ['server/src/{push,payments,security,images}/**/*.ts'],
      above: ['routes', 'plugins', 'live', 'seeds'],
      message: 'push/, payments/, security/ and images/ sit under the routes, the plugins, the event delivery (live/), the seeds and fastify-types.',
      alsoRestricted: ['@server/fastify-types'],
    },
    {
      // fastify-types reads the hub's type from here, so live/ may not read fastify-types back.
      files: ['server/src/live/**/*.ts'],
      above: ['routes', 'plugins', 'seeds'],
      message: 'live/ sits under the routes, the plugins and the seeds, and over fastify-types, which reads its hub type.',
      alsoRestricted: ['@server/fastify-types'],
    },
    {
      files: ['server/src/{routes,plugins}/**/*.ts'],
      above: ['seeds'],
      message: 'The demo seed is the server entry’s (server.ts), the tests’ and the scripts’, never a route’s or a plugin’s.',
    },
    {
      // The seed plays its data through the commands; nobody listens while it runs.
      files: ['server/src/seeds/**/*.ts'],
      above: ['routes', 'plugins', 'live'],
      message: 'seeds/ plays its data through the repositories’ commands, not through HTTP or the event delivery.',
    },
  ]),
);

/**
 * One import restriction per server layer: `above` names the layers it may not import, types included. The data
 * layer's (`withHttp`) also refuse the Fastify decorations (fastify-types) and the HTTP errors.
 */
function serverLayerRules(layers) {
  return layers.map(({ files, above, message, withHttp = false, alsoRestricted = [] }) => ({
    files,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...above.map((layer) => `@server/${layer}/*`), ...alsoRestricted], message },
            ...(withHttp
              ? [
                  { group: ['@server/fastify-types'], message: 'The data layer knows no Fastify instance: take what a command needs as arguments.' },
                  { group: ['@server/http-errors'], message: 'Throw a DomainError (domain/errors.ts): HTTP statuses are the error plugin’s.' },
                ]
              : []),
          ],
        },
      ],
    },
  }));
}
