import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/** An import written in a file of one server layer, types included, since a type import can close a circle too. */
interface Probe {
  layer: string;
  specifier: string;
  typeOnly?: boolean;
}

const LAYER_RULE = '@typescript-eslint/no-restricted-imports';
const FOLDER_RULE = 'folders/boundaries';
const root = resolve(__dirname, '../../..');

const pathOf = ({ layer }: Probe) => `server/src/${layer}/layer-probe.ts`;
const codeOf = ({ specifier, typeOnly }: Probe) =>
  typeOnly
    ? `import type * as probe from '${specifier}';\nexport type Probe = typeof probe;\n`
    : `import * as probe from '${specifier}';\nexport const used = probe;\n`;

const upward: Probe[] = [
  { layer: 'repositories/ordering', specifier: '@server/live/delivery' },
  { layer: 'repositories/ordering', specifier: '@server/live/hub', typeOnly: true },
  { layer: 'repositories/ordering', specifier: '@server/push/notifier', typeOnly: true },
  { layer: 'repositories/shop', specifier: '@server/fastify-types', typeOnly: true },
  { layer: 'repositories/shop', specifier: '@server/seeds/demo' },
  { layer: 'repositories/menu', specifier: '@server/plugins/auth' },
  { layer: 'repositories/common', specifier: '@server/routes/common/list-params' },
  { layer: 'domain', specifier: '@server/repositories/common/money' },
  { layer: 'db', specifier: '@server/repositories/common/money' },
  { layer: 'db', specifier: '@server/seeds/demo-data', typeOnly: true },
  { layer: 'push', specifier: '@server/live/delivery' },
  { layer: 'security', specifier: '@server/fastify-types', typeOnly: true },
  { layer: 'live', specifier: '@server/fastify-types', typeOnly: true },
  { layer: 'live', specifier: '@server/routes/common/guards' },
  { layer: 'routes', specifier: '@server/seeds/demo' },
  { layer: 'plugins', specifier: '@server/seeds/demo' },
  { layer: 'seeds', specifier: '@server/live/delivery' },
];

const downward: Probe[] = [
  { layer: 'routes', specifier: '@server/live/delivery' },
  { layer: 'plugins', specifier: '@server/live/hub', typeOnly: true },
  { layer: 'live', specifier: '@server/push/notifier', typeOnly: true },
  { layer: 'live', specifier: '@server/repositories/common/events' },
  { layer: 'push', specifier: '@server/repositories/common/events', typeOnly: true },
  { layer: 'seeds', specifier: '@server/repositories/ordering/order-commands' },
  { layer: 'repositories/ordering', specifier: '@server/repositories/common/events' },
  { layer: 'repositories/menu', specifier: '@server/db/database' },
];

// A relative import stays in its own layer (scripts/lint/boundaries.mjs), the new folders as much as the old.
const relative: Probe[] = [
  { layer: 'seeds', specifier: '../db/database' },
  { layer: 'live', specifier: '../push/notifier', typeOnly: true },
  { layer: 'repositories/shop', specifier: '../../routes/common/list-params' },
];

type Findings = Map<Probe, { ruleId: string | null; message: string }[]>;

/** Lints every probe in one ESLint run (scripts/lint/probe.mjs): the messages of the two import rules, per probe. */
function lintProbes(probes: Probe[]): Findings {
  const input = JSON.stringify(probes.map((probe) => ({ path: pathOf(probe), code: codeOf(probe) })));
  const output = execFileSync(process.execPath, [resolve(root, 'scripts/lint/probe.mjs')], { cwd: root, input, encoding: 'utf8' });
  const results = JSON.parse(output) as { messages: { ruleId: string | null; message: string }[] }[];
  const imports = (index: number) => results[index].messages.filter((m) => m.ruleId === LAYER_RULE || m.ruleId === FOLDER_RULE);
  return new Map(probes.map((probe, index) => [probe, imports(index)]));
}

describe("the server's layers, as lint holds them", () => {
  let findings: Findings;
  beforeAll(() => {
    findings = lintProbes([...upward, ...downward, ...relative]);
  });

  it.each(upward.map((probe) => [probe.layer, probe.specifier, probe] as const))('refuses %s importing %s', (_layer, specifier, probe) => {
    expect(findings.get(probe)).toEqual([{ ruleId: LAYER_RULE, message: expect.stringContaining(`'${specifier}' import is restricted`) }]);
  });

  it.each(downward.map((probe) => [probe.layer, probe.specifier, probe] as const))('lets %s import %s', (_layer, _specifier, probe) => {
    expect(findings.get(probe)).toEqual([]);
  });

  it.each(relative.map((probe) => [probe.layer, probe.specifier, probe] as const))('makes %s name %s through @server/', (_layer, specifier, probe) => {
    expect(findings.get(probe)).toEqual([{ ruleId: FOLDER_RULE, message: expect.stringContaining(`'${specifier}' leaves server/src/`) }]);
  });
});
