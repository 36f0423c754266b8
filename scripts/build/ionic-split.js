// Ionic's React package defines every component wrapper in one module, so webpack keeps in the first chunk
// every component that any lazy screen uses. This writes each wrapper of the installed @ionic/react to a module
// of its own (their private helpers to one shared module), plus an entry that re-exports everything else from
// the package, so a component used only by a lazy screen loads with that screen. It is generated from the
// installed version at build time and never committed.
const fs = require('node:fs');
const path = require('node:path');

const WRAPPER_FACTORIES = ['createComponent', 'createRoutingComponent', 'createInlineOverlayComponent'];
// IonTabs recognises its children by identity (child.type === IonTab): that one must stay the package's own.
const KEEP_IN_PACKAGE = new Set(['IonTab']);
const PACKAGE_ENTRY = '@ionic/react/dist/index.js';

const DECLARATION = /^(?:const|let|var|class|function\*?|async function) ([A-Za-z_$][\w$]*)/;
const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

function parseModule(source) {
  const imports = new Map(); // local name → { from, imported }
  const declarations = new Map(); // top-level name → text
  const exported = new Set();
  let current = null;
  for (const line of source.split('\n')) {
    const importMatch = line.match(/^import (?:(\w+), )?\{([^}]*)\} from '([^']+)';$/) ?? line.match(/^import (\w+)() from '([^']+)';$/);
    if (importMatch) {
      const [, defaultName, named, from] = importMatch;
      if (defaultName) imports.set(defaultName, { from, imported: 'default' });
      for (const part of (named ?? '').split(',')) {
        const [imported, local = imported] = part.trim().split(/\s+as\s+/);
        if (imported) imports.set(local, { from, imported });
      }
      current = null;
      continue;
    }
    const exportMatch = line.match(/^export \{([^}]*)\};$/);
    if (exportMatch) {
      for (const part of exportMatch[1].split(',')) exported.add(part.trim().split(/\s+as\s+/).pop());
      current = null;
      continue;
    }
    const declaration = line.match(DECLARATION);
    if (declaration) {
      current = declaration[1];
      declarations.set(current, line);
    } else if (current && !/^(import|export) /.test(line)) {
      declarations.set(current, `${declarations.get(current)}\n${line}`);
    }
  }
  return { imports, declarations, exported };
}

function identifiersOf(text) {
  return new Set(text.match(IDENTIFIER) ?? []);
}

function importLines(names, imports) {
  const bySource = new Map();
  for (const name of names) {
    const { from, imported } = imports.get(name);
    if (!bySource.has(from)) bySource.set(from, []);
    bySource.get(from).push(imported === 'default' ? { defaultName: name } : `${imported} as ${name}`);
  }
  return [...bySource].map(([from, specifiers]) => {
    const defaultName = specifiers.find((specifier) => typeof specifier === 'object')?.defaultName;
    const named = specifiers.filter((specifier) => typeof specifier === 'string');
    const parts = [defaultName, named.length ? `{ ${named.join(', ')} }` : null].filter(Boolean);
    return `import ${parts.join(', ')} from '${from}';`;
  });
}

// Wrappers every screen of the app uses: if the parse cannot find these, the package's format has changed.
const EXPECTED_WRAPPERS = ['IonButton', 'IonContent', 'IonHeader', 'IonItem', 'IonLabel', 'IonList', 'IonTitle', 'IonToolbar'];

/** Stops the build with what to do when @ionic/react's bundle no longer has the shape this script reads. */
function assertKnownFormat(wrappers) {
  const missing = EXPECTED_WRAPPERS.filter((name) => !wrappers.includes(name));
  if (missing.length === 0) return;
  throw new Error(
    `scripts/build/ionic-split.js no longer understands ${PACKAGE_ENTRY}: it found ${wrappers.length} component wrappers and ` +
      `not ${missing.join(', ')}. It expects top-level lines such as "const IonButton = /*@__PURE__*/ createComponent(" ` +
      `(one of ${WRAPPER_FACTORIES.join(', ')}). Update the script's parse to the new format, or build with NO_SPLIT=1.`,
  );
}

/** `source` is the package entry's text; by default, the installed one. */
function splitIonicReact(outDir, source = fs.readFileSync(require.resolve(PACKAGE_ENTRY), 'utf8')) {
  const { imports, declarations, exported } = parseModule(source);
  const factoryCall = new RegExp(`^const (Ion\\w+) = /\\*@__PURE__\\*/ (${WRAPPER_FACTORIES.join('|')})\\(`);
  const wrappers = [...declarations.keys()].filter(
    (name) => factoryCall.test(declarations.get(name)) && !KEEP_IN_PACKAGE.has(name),
  );
  assertKnownFormat(wrappers);
  const wrapperSet = new Set(wrappers);

  // Private helpers the wrappers need, transitively; anything the package exports is imported, never copied,
  // so contexts such as NavContext stay one instance.
  const helpers = new Set();
  const external = new Set();
  const visit = (text, self) => {
    for (const id of identifiersOf(text)) {
      if (id === self || wrapperSet.has(id)) continue;
      if (exported.has(id) && declarations.has(id)) external.add(id);
      else if (declarations.has(id) && !helpers.has(id)) {
        helpers.add(id);
        visit(declarations.get(id), id);
      } else if (imports.has(id)) external.add(id);
    }
  };
  for (const name of wrappers) visit(declarations.get(name), name);

  const fromPackage = [...external].filter((name) => declarations.has(name));
  const packageImport = fromPackage.length ? [`import { ${fromPackage.join(', ')} } from '${PACKAGE_ENTRY}';`] : [];
  const importedNames = (names) => [...names].filter((name) => imports.has(name));

  fs.mkdirSync(outDir, { recursive: true });
  const helperNames = [...declarations.keys()].filter((name) => helpers.has(name));
  const helperText = helperNames.map((name) => declarations.get(name)).join('\n');
  const helperExternal = [...identifiersOf(helperText)].filter((id) => external.has(id));
  fs.writeFileSync(
    path.join(outDir, 'internal.js'),
    [
      ...importLines(importedNames(helperExternal), imports),
      ...(packageImport.length ? [`import { ${helperExternal.filter((id) => fromPackage.includes(id)).join(', ') || '_none'} } from '${PACKAGE_ENTRY}';`] : []),
      helperText,
      `export { ${helperNames.join(', ')} };`,
      '',
    ]
      .filter((line) => !line.includes('{ _none }'))
      .join('\n'),
  );

  for (const name of wrappers) {
    const text = declarations.get(name);
    const ids = [...identifiersOf(text)];
    const usedHelpers = ids.filter((id) => helpers.has(id) && id !== name);
    const usedPackage = ids.filter((id) => fromPackage.includes(id));
    fs.writeFileSync(
      path.join(outDir, `${name}.js`),
      [
        ...importLines(importedNames(ids.filter((id) => external.has(id) && !fromPackage.includes(id))), imports),
        ...(usedPackage.length ? [`import { ${usedPackage.join(', ')} } from '${PACKAGE_ENTRY}';`] : []),
        ...(usedHelpers.length ? [`import { ${usedHelpers.join(', ')} } from './internal.js';`] : []),
        `export ${text}`,
        '',
      ].join('\n'),
    );
  }

  const entryFile = path.join(outDir, 'index.js');
  fs.writeFileSync(
    entryFile,
    [`export * from '${PACKAGE_ENTRY}';`, ...wrappers.map((name) => `export { ${name} } from './${name}.js';`), ''].join('\n'),
  );
  return { entryFile, components: wrappers };
}

module.exports = { splitIonicReact };
