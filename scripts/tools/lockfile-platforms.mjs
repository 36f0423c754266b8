// The registry this project installs from serves only the platform binaries of its own machines, so `npm
// install` leaves the other platforms' optional packages (swc, rollup, resolver bindings…) out of the lock file,
// and `npm ci` then refuses the lock. This adds those optional entries with the os/cpu/libc their names state,
// so `npm ci` skips them on every machine they do not fit. Run it after `npm install` changes the lock file.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU = { x64: 'x64', arm64: 'arm64', ia32: 'ia32', arm: 'arm', ppc64: 'ppc64', ppc64le: 'ppc64', s390x: 's390x', riscv64: 'riscv64', loong64: 'loong64', wasm32: 'wasm32', universal: null };

export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpuPart = parts.find((part) => part in CPU);
  const libc = parts.some((part) => part.startsWith('musl')) ? 'musl' : parts.some((part) => part.startsWith('gnu')) ? 'glibc' : null;
  return {
    ...(os ? { os: [os] } : {}),
    ...(cpuPart && CPU[cpuPart] ? { cpu: [CPU[cpuPart]] } : {}),
    ...(libc && os === 'linux' ? { libc: [libc] } : {}),
  };
}

const file = 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[hoisted]?.version === version) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue;
    // Where npm would put it: at the top, unless another version already sits there.
    const place = lock.packages[hoisted] ? nested : hoisted;
    lock.packages[place] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock file: ${added} optional platform package(s) recorded`);
