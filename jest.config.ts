/** @jest-config-loader ts-node */
/** @jest-config-loader-options {"transpileOnly": true} */
import type { Config } from 'jest';

/** The path aliases of tsconfig.json. */
const aliases = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@server/(.*)$': '<rootDir>/server/src/$1',
  '^@contract/(.*)$': '<rootDir>/contract/$1',
};

const swc: [string, Record<string, unknown>] = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** The browser-side projects: the app's unit tests, and recorded sessions replayed through the app's sagas. */
const jsdomProject = {
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.m?js$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@ionic|@stencil|ionicons|@lit|lit|lit-html|lit-element)/)'],
  moduleNameMapper: {
    // Before the aliases: a stylesheet named through one is still a stylesheet.
    '\\.css$': '<rootDir>/__tests__/client/support/style-mock.ts',
    ...aliases,
    // ionicons exports its components for `import` only; jest resolves with `require`.
    '^ionicons/components/(.*)$': '<rootDir>/node_modules/ionicons/components/$1',
  },
};

const config: Config = {
  // A guard against a hang, not a bound on speed: on CI's loaded 2-core machine a test that takes 1 s alone took 20.
  testTimeout: 120_000,
  projects: [
    {
      ...jsdomProject,
      displayName: 'client',
      testMatch: ['<rootDir>/__tests__/client/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/client/support/setup.ts'],
    },
    // `npm run replay -- session.json` runs this project on the files it is given.
    {
      ...jsdomProject,
      displayName: 'replays',
      testMatch: ['<rootDir>/__tests__/replays/**/*.test.ts'],
      setupFiles: ['<rootDir>/__tests__/replays/support/setup.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper: aliases,
    },
  ],
};

export default config;
