// Lints source that exists only in memory as if it sat at a path of the repository, so a test can show that a lint
// rule fires on an import nobody has written. Reads [{ path, code }] (paths relative to the repository) as JSON on
// stdin and writes [{ path, messages: [{ ruleId, message }] }] as JSON on stdout.
import { resolve } from 'node:path';
import { text } from 'node:stream/consumers';
import { ESLint } from 'eslint';

const root = resolve(import.meta.dirname, '../..');
const probes = JSON.parse(await text(process.stdin));
const eslint = new ESLint({ cwd: root });

const results = [];
for (const { path, code } of probes) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  results.push({ path, messages: result.messages.map(({ ruleId, message }) => ({ ruleId, message })) });
}
process.stdout.write(JSON.stringify(results));
