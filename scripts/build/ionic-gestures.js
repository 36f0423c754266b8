// Ionic's router outlet loads its swipe-back gesture on its own; the gesture's helpers (the gesture controller, the
// reading direction, ...) are also in the chunk of the outlet and of other components, and webpack would copy them
// into each. This finds those helpers in the installed @ionic/core, by what they do rather than by their hashed
// file names, so a cache group can keep one copy of them.
const fs = require('fs');
const path = require('path');

const importsOf = (file) => [...fs.readFileSync(file, 'utf8').matchAll(/from"\.\/(p-[^"]+\.js)"/g)].map((match) => match[1]);

/** The files the swipe-back gesture imports, directly or through one another (not the gesture itself). */
function swipeBackHelpers(componentsDir) {
  const gesture = fs
    .readdirSync(componentsDir)
    .filter((name) => /^p-.+\.js$/.test(name))
    .find((name) => fs.readFileSync(path.join(componentsDir, name), 'utf8').includes('"goback-swipe"'));
  if (!gesture) throw new Error(`scripts/build/ionic-gestures.js found no swipe-back gesture in ${componentsDir}: update it to the installed @ionic/core.`);
  const found = new Set();
  const pending = importsOf(path.join(componentsDir, gesture));
  while (pending.length > 0) {
    const name = pending.pop();
    if (found.has(name)) continue;
    found.add(name);
    pending.push(...importsOf(path.join(componentsDir, name)));
  }
  return [...found].map((name) => path.join(componentsDir, name));
}

module.exports = { swipeBackHelpers };
