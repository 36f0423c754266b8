#!/usr/bin/env node
// Stops `npm test` and `npm start` on a Node older than package.json's engines, saying which Node to use, instead of
// letting them fail later on a native addon built for another Node or a dependency that needs a newer one.
// Plain syntax only, so that an old Node can run it far enough to say so.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** Null when this Node will do; otherwise what to tell the developer. */
export function nodeProblem(version = process.versions.node) {
  const { engines } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const recommended = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
  if (isAtLeast(version, lowestAllowed(engines.node))) return null;
  return [
    `This project needs Node.js ${engines.node} (Node ${recommended} recommended); this is Node ${version}.`,
    `Switch with \`nvm install && nvm use\` (they read .nvmrc), or, in bash, fetch the pinned Node ${recommended} from the`,
    'npm registry for this shell and install the dependencies again on it:',
    '  source scripts/tools/use-pinned-node.sh && use_pinned_node && npm ci',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problem = nodeProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
