// ionicons/icons is one module holding every icon, so webpack ships the union of the icons the whole app uses
// with every screen that uses any. This loader gives each icon a module of its own, which then travels with the
// screens that use it. Mode 'imports' (on the app's sources) turns `import { a, b as c } from 'ionicons/icons'`
// into one import per icon; mode 'icon' (on the icons' file with ?icon=a) keeps only that icon's export.
const ICONS_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'ionicons\/icons';/g;
// The package's exports map refuses a query on 'ionicons/icons', so the icons' own file is imported by path.
const ICONS_MODULE = require.resolve('ionicons/icons').replace(/index\.js$/, 'index.mjs');

function splitImports(source) {
  return source.replace(ICONS_IMPORT, (_, names) =>
    names
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [icon, local = icon] = part.split(/\s+as\s+/);
        return `import { ${icon} as ${local} } from ${JSON.stringify(`${ICONS_MODULE}?icon=${icon}`)};`;
      })
      .join(' '),
  );
}

function keepIcon(source, icon) {
  const declaration = new RegExp(`^export const ${icon} = .*$`, 'm').exec(source);
  if (!declaration) throw new Error(`ionicons has no icon named ${icon}`);
  return declaration[0];
}

module.exports = function ioniconsPerIcon(source) {
  const { mode } = this.getOptions();
  if (mode === 'imports') return splitImports(source);
  return keepIcon(source, new URLSearchParams(this.resourceQuery).get('icon'));
};
