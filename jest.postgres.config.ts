/** @jest-config-loader ts-node */
/** @jest-config-loader-options {"transpileOnly": true} */
import type { Config } from 'jest';
import base from './jest.config';

/**
 * The server suite again on PostgreSQL (`npm run test:server:pg`), without the files whose subject is not the
 * database: they ran on SQLite already in `npm test`, and on PostgreSQL they would only run the same code again
 * (the sign-in flood alone is a minute of password hashing).
 */
const NOT_ABOUT_THE_DATABASE = [
  // Pure rules and formats.
  '/(call|kitchen|ordering|pix|service-charge)-rules\\.test',
  'server/calls/call-stats',
  'server/pix/(br-code|pix-due)',
  'server/common/',
  // Static analysis of the server's imports.
  'server/lint/',
  // Password hashing, tokens and headers, checked before any query.
  'server/reliability/sign-in-flood',
  'server/security/(passwords|hash-queue|jwt-secret|came-over-tls|ip-addresses|security-headers|request-limits|hostile-input|bad-input)',
  'server/auth/token-cache',
  'server/push/https-transport',
  // What the server serves from files.
  'server/plugins/(docs|manifest|spa)',
  'server/menu/docs',
];

const server = base.projects?.find(
  (project): project is Exclude<typeof project, string> => typeof project !== 'string' && project.displayName === 'server',
);
if (!server) throw new Error('jest.config.ts has no server project to run on PostgreSQL');

const config: Config = {
  testTimeout: base.testTimeout,
  projects: [{ ...server, testPathIgnorePatterns: ['/node_modules/', ...NOT_ABOUT_THE_DATABASE] }],
};

export default config;
