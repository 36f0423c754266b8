// Finds the system Chromium the browser tests drive, and its headless shell, the lighter build the end-to-end flows
// run on; installs Debian's packages when allowed (root on CI).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

const headlessShell = '/usr/bin/chromium-headless-shell';

export function findChromium() {
  return candidates.find((path) => existsSync(path));
}

function install(packages) {
  console.log(`Installing Debian's ${packages.map((name) => `"${name}"`).join(' and ')} with apt-get…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = [...(findChromium() ? [] : ['chromium']), ...(existsSync(headlessShell) ? [] : ['chromium-headless-shell'])];
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (missing.length > 0 && isRoot && existsSync('/usr/bin/apt-get')) install(missing);
  const found = findChromium();
  if (!found) {
    console.error(
      'The browser tests need Chromium, and none was found.\n' +
        'Install it with: sudo apt-get install chromium   (Debian/Ubuntu)\n' +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  console.log(`Chromium: ${found}`);
  // Optional: without it the flows run on the full browser, slower.
  console.log(existsSync(headlessShell) ? `Headless shell: ${headlessShell}` : 'Headless shell not found (apt-get install chromium-headless-shell): the flows run on the full browser.');
}
