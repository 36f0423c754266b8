// Measures the gzipped JavaScript of the built app (dist/, or OUT_DIR) and fails when a budget is missed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KiB = 1024;
export const budgets = { loginPage: 200 * KiB, routeChunk: 60 * KiB, guestPage: 60 * KiB };

// OUT_DIR, as for the build itself, measures a build kept outside dist/.
const dist = path.resolve(process.env.OUT_DIR || 'dist');
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;

function copiesOf(packageName, dir = 'node_modules', found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const full = path.join(dir, entry.name);
    if (full.endsWith(path.join('node_modules', packageName))) found.push(full);
    else if (entry.name === 'node_modules' || dir.endsWith('node_modules') || entry.name.startsWith('@')) {
      if (statSync(full).isDirectory()) copiesOf(packageName, full, found);
    }
  }
  return found;
}

const scriptsOfPage = (page) =>
  [...readFileSync(path.join(dist, page), 'utf8').matchAll(/<script[^>]+src="?\/(assets\/[^"\s>]+\.js)/g)].map((match) => match[1]);
const entryScripts = scriptsOfPage('index.html');
// The guests' menu a QR code opens (guest.html), a page of its own: a guest's phone loads nothing of the staff app.
const guestScripts = scriptsOfPage('guest.html');
const allScripts = readdirSync(path.join(dist, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => `assets/${file}`);
const lazyChunks = allScripts.filter((file) => !entryScripts.includes(file) && !guestScripts.includes(file));

const loginBytes = entryScripts.reduce((sum, file) => sum + gz(file), 0);
const failures = [];
// Every page loads these first; the login page's own chunk and what it fetches are measured in Chromium (bench:bundle).
console.log(`Entry JavaScript, loaded by every page (gzip): ${kib(loginBytes)} (login page budget ${kib(budgets.loginPage)})`);
for (const file of entryScripts) console.log(`  ${file}: ${kib(gz(file))}`);
if (loginBytes > budgets.loginPage) failures.push(`the entry scripts alone are ${kib(loginBytes)} > ${kib(budgets.loginPage)}`);

const guestBytes = guestScripts.reduce((sum, file) => sum + gz(file), 0);
console.log(`Guests' page JavaScript (gzip): ${kib(guestBytes)} (budget ${kib(budgets.guestPage)})`);
for (const file of guestScripts) console.log(`  ${file}: ${kib(gz(file))}`);
if (guestBytes > budgets.guestPage) failures.push(`the guests' page scripts are ${kib(guestBytes)} > ${kib(budgets.guestPage)}`);

console.log(`Lazy chunks (gzip, budget ${kib(budgets.routeChunk)} each):`);
for (const file of lazyChunks.sort()) {
  const size = gz(file);
  console.log(`  ${file}: ${kib(size)}`);
  if (size > budgets.routeChunk) failures.push(`${file} is ${kib(size)} > ${kib(budgets.routeChunk)}`);
}

const ionicCopies = copiesOf(path.join('@ionic', 'core'));
console.log(`@ionic/core copies installed: ${ionicCopies.length}`);
if (ionicCopies.length !== 1) failures.push(`expected one copy of @ionic/core, found ${ionicCopies.join(', ')}`);

if (failures.length > 0) {
  console.error(`Bundle budget missed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Bundle budget met.');
