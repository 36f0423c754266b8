/**
 * Some server dependencies ship only ES modules: jose, content-disposition (under @fastify/static) and cookie
 * (under light-my-request, which app.inject uses).
 * On Node 20 jest's own loader refuses to require them while node_modules is not transformed, though Node's
 * loader can. Import this before anything else; it is obsolete once the server jest project transforms them:
 * transformIgnorePatterns: ['/node_modules/(?!(jose|content-disposition|cookie)/)'].
 */
const ESM_ONLY = ['jose', 'content-disposition', 'cookie'];

// jest hands tests a wrapped `module` whose createRequire loops back into jest; the static _load is Node's own.
const nodeModule = jest.requireActual('node:module') as { _load(request: string, parent: null, isMain: boolean): unknown };

for (const name of ESM_ONLY) {
  const file = require.resolve(name);
  jest.mock(name, () => nodeModule._load(file, null, false));
}
