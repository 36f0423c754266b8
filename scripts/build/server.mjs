// Compiles the platform server into one module, build/server/server.mjs, which `npm run serve` (and so `npm start`)
// runs on Node itself: no compiler in the production process, and a start that reads one file. The packages stay
// outside it, loaded from node_modules as they are (better-sqlite3 and sharp are native).
import { build } from 'esbuild';

await build({
  entryPoints: ['server/src/server.ts'],
  outfile: 'build/server/server.mjs',
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node22.12',
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  logLevel: 'warning',
});
