// Finds the system Chromium the browser tests drive; installs Debian's package when allowed (root on CI).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

export function findChromium() {
  return candidates.find((path) => existsSync(path));
}

function install() {
  console.log('Chromium not found: installing Debian package "chromium" with apt-get…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!findChromium()) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (isRoot && existsSync('/usr/bin/apt-get')) install();
  }
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
}
