/** @jest-config-loader ts-node */
/** @jest-config-loader-options {"transpileOnly": true} */
import type { Config } from 'jest';
import base from './jest.config';

// Several server instances on one PostgreSQL database: run by `npm run test:scale`, never by the SQLite suite.
const server = base.projects?.find(
  (project): project is Exclude<typeof project, string> => typeof project !== 'string' && project.displayName === 'server',
);
if (!server) throw new Error('jest.config.ts has no server project to build the scale project on');

const config: Config = {
  // Real server processes starting together on two cores take longer than one in-process app.
  testTimeout: 120_000,
  // Each file starts several servers: side by side on two cores they would starve each other.
  maxWorkers: 1,
  projects: [{ ...server, displayName: 'scale', testMatch: ['<rootDir>/__tests__/scale/**/*.test.ts'] }],
};

export default config;
