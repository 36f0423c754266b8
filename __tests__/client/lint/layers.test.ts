import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

interface Probe {
  /** Where the probe pretends to live: it is linted in memory, never written. */
  file: string;
  code: string;
  /** Rules to set for this probe only, over the repository's eslint.config.mjs. */
  rules?: Record<string, unknown>;
}

interface Finding {
  ruleId: string | null;
  message: string;
}

// ESLint loads its flat config with import(), which jest's module system does not run: the probes go to a Node
// process of their own, which runs ESLint's Node API (lintText) on each of them, with the repository's config.
const lintProbes = `
import { ESLint } from 'eslint';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const findings = [];
for (const { file, code, rules } of JSON.parse(input)) {
  const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: rules ? [{ files: ['src/**/*.{ts,tsx}'], rules }] : [] });
  const [result] = await eslint.lintText(code, { filePath: file });
  findings.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(findings));
`;

function lint(probes: Probe[]): Finding[][] {
  const input = JSON.stringify(probes.map((probe) => ({ ...probe, file: path.join(root, probe.file) })));
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', lintProbes], { cwd: root, input, encoding: 'utf8' });
  return JSON.parse(output) as Finding[][];
}

const restricted = '@typescript-eslint/no-restricted-imports';
const boundaries = 'folders/boundaries';

// One ESLint run for every probe: loading the config with its TypeScript resolver takes seconds.
const cases: Array<[string, Probe, Finding | null]> = [
  [
    'a module importing a feature',
    { file: 'src/ordering/orders/probe.ts', code: "import OrdersPage from '@/features/orders/pages/OrdersPage';\nexport const page = OrdersPage;\n" },
    { ruleId: restricted, message: expect.stringContaining('A module never imports a feature') },
  ],
  [
    'a module taking a value from app/',
    { file: 'src/session/probe.ts', code: "import { createAppStore } from '@/app/store';\nexport const create = createAppStore;\n" },
    { ruleId: restricted, message: expect.stringContaining('A module takes only types from app/') },
  ],
  [
    "a module taking app/'s state type",
    { file: 'src/ordering/orders/probe.ts', code: "import type { RootState } from '@/app/rootReducer';\nexport const orderCount = (state: RootState) => state.orders.ids.length;\n" },
    null,
  ],
  [
    'a feature importing app/ for something else than its hooks and types',
    { file: 'src/features/orders/probe.ts', code: "import { tabRoutesFor } from '@/app/routes';\nexport const routes = tabRoutesFor;\n" },
    { ruleId: restricted, message: expect.stringContaining('A feature imports app/ only for its typed hooks') },
  ],
  [
    "a feature taking app/'s typed hooks and routing from shared/",
    {
      file: 'src/features/orders/probe.ts',
      code: "import { useAppSelector } from '@/app/hooks';\nimport { paths } from '@/shared/routing/paths';\nexport const used = [useAppSelector, paths];\n",
    },
    null,
  ],
  [
    'a screen using a capability it declares, through its public file',
    { file: 'src/features/orders/probe.ts', code: "import { ReceiptSheet } from '@/features/printing/ReceiptSheet';\nexport const sheet = ReceiptSheet;\n" },
    null,
  ],
  [
    'a capability importing the screen that uses it',
    { file: 'src/features/printing/probe.ts', code: "import OrdersPage from '@/features/orders/pages/OrdersPage';\nexport const page = OrdersPage;\n" },
    { ruleId: boundaries, message: expect.stringContaining('printing does not declare that it uses orders') },
  ],
  [
    'a way back declared in uses: the loop is refused all the same',
    {
      file: 'src/features/printing/probe.ts',
      code: "import { NewOrdersPill } from '@/features/order-alerts/NewOrdersPill';\nexport const pill = NewOrdersPill;\n",
      rules: {
        [boundaries]: [
          'error',
          { publicFiles: { 'order-alerts': ['NewOrdersPill'], printing: ['rules'] }, uses: { 'order-alerts': ['printing'], printing: ['order-alerts'] } },
        ],
      },
    },
    { ruleId: boundaries, message: expect.stringContaining('order-alerts uses printing, so printing may not use it back') },
  ],
  [
    'a screen reaching into a file its capability keeps to itself',
    { file: 'src/features/orders/probe.ts', code: "import { printerDevice } from '@/features/printing/printerDevice';\nexport const device = printerDevice;\n" },
    { ruleId: boundaries, message: expect.stringContaining("is not one of printing's public files") },
  ],
  [
    'live/ importing a module',
    { file: 'src/live/probe.ts', code: "import { selectShopScope } from '@/session/scope';\nexport const scope = selectShopScope;\n" },
    { ruleId: restricted, message: expect.stringContaining('live/ sits under the modules and the features') },
  ],
  [
    'sound/ importing live/',
    { file: 'src/sound/probe.ts', code: "import { selectLiveStatus } from '@/live/liveSlice';\nexport const status = selectLiveStatus;\n" },
    { ruleId: restricted, message: expect.stringContaining('sound/ sits under everything but shared/') },
  ],
  [
    'shared/ importing a module',
    { file: 'src/shared/ui/probe.ts', code: "import { selectAllOrders } from '@/ordering/orders/selectors';\nexport const orders = selectAllOrders;\n" },
    { ruleId: restricted, message: expect.stringContaining('shared/ is the bottom layer') },
  ],
];

let findings: Finding[][];
beforeAll(() => {
  findings = lint(cases.map(([, probe]) => probe));
}, 120_000);

describe('the layers, as lint enforces them on a probe', () => {
  it.each(cases.map(([name, , expected], index) => [name, index, expected] as const))('%s', (_name, index, expected) => {
    expect(findings[index]).toEqual(expected ? [expected] : []);
  });
});
