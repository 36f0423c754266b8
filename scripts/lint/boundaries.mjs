// The code's folders, as lint sees them: a relative import stays inside its own folder (a feature, a module of
// ordering/ or shared/, the app shell, live, a server layer) and anything further is named through a path alias; a
// feature reaches another feature only if it declares that it uses it, only through the files that feature declares
// public, and never when that feature uses it back.
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/**
 * The folder an import may not leave relatively: src/features/<f>, src/ordering/<m>, src/shared/<m>, src/app,
 * src/live, src/session, src/sound, the entry files at the top of src, server/src/<layer>.
 */
export function unitOf(file) {
  const parts = relative(root, file).split(sep);
  if (parts[0] === 'src') {
    if (['features', 'ordering', 'shared'].includes(parts[1])) return parts.slice(0, 3).join('/');
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

/** Whether `from` uses `to`, directly or through the features it uses. */
function reaches(uses, from, to, seen = new Set()) {
  if (seen.has(from)) return false;
  seen.add(from);
  return (uses[from] ?? []).some((next) => next === to || reaches(uses, next, to, seen));
}

/** @type {import('eslint').Rule.RuleModule} */
const boundaries = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { publicFiles: { type: 'object' }, uses: { type: 'object' } }, additionalProperties: false }],
    messages: {
      leavesFolder: "'{{specifier}}' leaves {{unit}}: name it through the alias, {{alias}}…",
      notUsed: "'{{specifier}}': {{own}} does not declare that it uses {{feature}}. A screen may use a capability: add it to {{own}}'s uses in eslint.config.mjs.",
      usesBack: "'{{specifier}}': {{feature}} uses {{own}}, so {{own}} may not use it back. Move what both need into a module (src/ordering, src/session) or shared/.",
      notPublic: "'{{specifier}}' is not one of {{feature}}'s public files ({{files}}). Use one of them, or declare it public in eslint.config.mjs.",
    },
  },
  create(context) {
    const file = context.filename;
    const unit = unitOf(file);
    const ownFeature = featureOf(file);
    const publicFiles = context.options[0]?.publicFiles ?? {};
    const uses = context.options[0]?.uses ?? {};

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
      const data = { specifier, own: ownFeature, feature };
      if (!(uses[ownFeature] ?? []).includes(feature)) return context.report({ node: source, messageId: 'notUsed', data });
      if (reaches(uses, feature, ownFeature)) return context.report({ node: source, messageId: 'usesBack', data });
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
