// The code's folders, as lint sees them: a relative import stays inside its own folder (a feature, a shared module,
// the app shell, live, a server layer) and anything further is named through a path alias; a feature reaches another
// feature only through the files that feature declares public.
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/**
 * The folder an import may not leave relatively: src/features/<f>, src/shared/<m>, src/app, src/live, the entry files
 * at the top of src, server/src/<layer>.
 */
export function unitOf(file) {
  const parts = relative(root, file).split(sep);
  if (parts[0] === 'src') {
    if (parts[1] === 'features' || parts[1] === 'shared') return parts.slice(0, 3).join('/');
    return parts.length > 2 ? parts.slice(0, 2).join('/') : 'src';
  }
  if (parts[0] === 'server' && parts[1] === 'src') return parts.length > 3 ? parts.slice(0, 3).join('/') : 'server/src';
  return parts[0];
}

const aliasOf = (unit) => (unit.startsWith('server/src') ? '@server/' : unit.startsWith('src') ? '@/' : unit === 'contract' ? '@contract/' : null);

const featureOf = (file) => {
  const parts = relative(root, file).split(sep);
  return parts[0] === 'src' && parts[1] === 'features' ? parts[2] : null;
};

/** @type {import('eslint').Rule.RuleModule} */
const boundaries = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { publicFiles: { type: 'object' } }, additionalProperties: false }],
    messages: {
      leavesFolder: "'{{specifier}}' leaves {{unit}}: name it through the alias, {{alias}}…",
      notPublic: "'{{specifier}}' is not one of {{feature}}'s public files ({{files}}). Use one of them, or declare it public in eslint.config.mjs.",
    },
  },
  create(context) {
    const file = context.filename;
    const unit = unitOf(file);
    const ownFeature = featureOf(file);
    const publicFiles = context.options[0]?.publicFiles ?? {};

    function check(source) {
      if (!source || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (specifier.startsWith('.')) {
        const target = resolve(dirname(file), specifier);
        const alias = aliasOf(unitOf(target));
        if (unitOf(target) !== unit && alias) context.report({ node: source, messageId: 'leavesFolder', data: { specifier, unit, alias } });
        return;
      }
      const match = /^@\/features\/([^/]+)\/(.+)$/.exec(specifier);
      if (!ownFeature || !match || match[1] === ownFeature) return;
      const [, feature, path] = match;
      const allowed = publicFiles[feature] ?? [];
      if (!allowed.includes(path)) context.report({ node: source, messageId: 'notPublic', data: { specifier, feature, files: allowed.join(', ') || 'none' } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { boundaries } };
