import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'test-results/', 'playwright-report/', 'data/'] },
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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The app may only take types from the contract, so server-side schema code never reaches the bundle; live,
      // errors, labels, the order transitions and the payment codes hold plain values and rules both sides read, and
      // no schema.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/contract/*', '!**/contract/live', '!**/contract/errors', '!**/contract/labels', '!**/contract/order-transitions', '!**/contract/order-payment-codes'], allowTypeImports: true, message: 'Import only types from the contract.' }] },
      ],
    },
  },
);
