#!/usr/bin/env node
// `npm start` and `npm test` run their command through this (`node scripts/tools/pinned-node.mjs <command> …`):
// on a Node older than package.json's engines it fetches the pinned Node from the npm registry, where every release
// is published as the package node-<os>-<cpu> (the binary and the headers native addons build against), and runs the
// command on it. The native addons ship Node-API builds that load on any Node we run; should the SQLite addon still
// not load on the Node that will run the command (a build made for another Node), it is rebuilt for that Node
// first. Only the npm registry is reached, through the npm that runs this. `--print-bin-dir` installs the pinned
// Node and prints the folder of its binary (use-pinned-node.sh). Plain syntax and node: modules only, so that an old
// Node runs it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PINNED_NODE_VERSION = '24.21.0';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The lowest version a `>=x.y[.z]` range allows, as [major, minor, patch]. */
export function lowestAllowed(range) {
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!match) throw new Error(`package.json engines.node must read ">=x.y", not "${range}"`);
  return match.slice(1).map((part) => Number(part ?? 0));
}

export function isAtLeast(version, lowest) {
  const parts = version.replace(/^v/, '').split('.').map(Number);
  for (let index = 0; index < 3; index += 1) {
    if (parts[index] !== lowest[index]) return parts[index] > lowest[index];
  }
  return true;
}

export function enginesRange() {
  return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
}

export function pinnedNodePackage(platform = process.platform, arch = process.arch) {
  return `node-${platform}-${arch}`;
}

function pinnedNodeHome() {
  const cache = process.env.PINNED_NODE_CACHE || path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'back-office', 'node');
  return path.join(cache, PINNED_NODE_VERSION, 'node_modules', pinnedNodePackage());
}

/** The npm that started us (its CLI script, on the given node), else the one on PATH. */
function npmCommand(args, nodeBinary = process.execPath) {
  const cli = process.env.npm_execpath;
  return cli && cli.endsWith('.js') ? [nodeBinary, [cli, ...args]] : ['npm', args];
}

/** Installs the pinned Node (once; it is kept in the user's cache) and answers the folder of its binary. */
export function installPinnedNode(log = (line) => console.error(line)) {
  const home = pinnedNodeHome();
  const binDir = path.join(home, 'bin');
  const binary = path.join(binDir, 'node');
  if (existsSync(binary) && spawnSync(binary, ['--version']).status === 0) return binDir;
  const prefix = path.resolve(home, '../..');
  mkdirSync(prefix, { recursive: true });
  log(`Fetching Node ${PINNED_NODE_VERSION} (${pinnedNodePackage()} from the npm registry) into ${prefix}`);
  const [command, args] = npmCommand([
    'install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error',
    `${pinnedNodePackage()}@${PINNED_NODE_VERSION}`,
  ]);
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0 || spawnSync(binary, ['--version']).status !== 0) {
    throw new Error(`Could not install Node ${PINNED_NODE_VERSION} from the npm registry (npm exited ${result.status}).`);
  }
  return binDir;
}

const NATIVE_ADDON = 'better-sqlite3';
const ADDON_PROBE = `new (require('${NATIVE_ADDON}'))(':memory:').prepare('select 1').get()`;

/** Whether the native addon loads and works on this node binary (a wrong build fails to load, or crashes it). */
function nativeAddonWorks(nodeBinary, env) {
  if (!existsSync(path.join(root, 'node_modules', NATIVE_ADDON))) return true;
  return spawnSync(nodeBinary, ['-e', ADDON_PROBE], { cwd: root, env, stdio: 'ignore' }).status === 0;
}

/** Rebuilds the native addon for the node binary that will run the command, against that Node's own headers. */
function ensureNativeAddon(nodeBinary, env) {
  if (nativeAddonWorks(nodeBinary, env)) return;
  const version = spawnSync(nodeBinary, ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.error(`${NATIVE_ADDON} does not load on Node ${version}: rebuilding it for that Node`);
  const [command, args] = npmCommand(['rebuild', NATIVE_ADDON, '--no-audit', '--no-fund', '--loglevel=error'], nodeBinary);
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0 || !nativeAddonWorks(nodeBinary, env)) {
    throw new Error(`Could not rebuild ${NATIVE_ADDON} for Node ${version}: run \`npm rebuild ${NATIVE_ADDON}\` on that Node.`);
  }
}

/** The environment the command runs in, and the node binary it runs on. */
export function pinnedEnvironment(version = process.versions.node) {
  if (isAtLeast(version, lowestAllowed(enginesRange()))) return { env: { ...process.env }, nodeBinary: process.execPath };
  const binDir = installPinnedNode();
  console.error(
    `Node ${version} is older than this project's ${enginesRange()}: running on Node ${PINNED_NODE_VERSION} from the npm registry (${binDir}).`,
  );
  return {
    nodeBinary: path.join(binDir, 'node'),
    env: {
      ...process.env,
      PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}`,
      // node-gyp builds against these headers, not a system Node's (~/.npmrc may name one).
      npm_config_nodedir: path.dirname(binDir),
    },
  };
}

function main(argv) {
  if (argv[0] === '--print-bin-dir') {
    console.log(installPinnedNode());
    return;
  }
  if (argv.length === 0) throw new Error('usage: node scripts/tools/pinned-node.mjs <command> [arguments…]');
  const { env, nodeBinary } = pinnedEnvironment();
  ensureNativeAddon(nodeBinary, env);
  const [command, ...args] = argv;
  const child = spawn(command === 'node' ? nodeBinary : command, args, { cwd: root, env, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + os.constants.signals[signal] : 1)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
