import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A build script in CommonJS, loaded as the build loads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { splitIonicReact } = require('../../../scripts/build/ionic-split') as {
  splitIonicReact: (outDir: string, source?: string) => { entryFile: string; components: string[] };
};

let outDir: string;
beforeEach(() => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'ionic-split-'));
});
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

describe("splitting @ionic/react's component wrappers into modules of their own", () => {
  it('finds every wrapper of the installed package and writes one module each, re-exported by the entry', () => {
    const { entryFile, components } = splitIonicReact(outDir);
    expect(components.length).toBeGreaterThan(80);
    expect(components).toEqual(expect.arrayContaining(['IonButton', 'IonItem', 'IonContent', 'IonToolbar']));
    // IonTabs tells its IonTab children by identity: that one stays the package's own.
    expect(components).not.toContain('IonTab');
    const entry = readFileSync(entryFile, 'utf8');
    expect(entry).toContain("export * from '@ionic/react/dist/index.js';");
    expect(entry).toContain("export { IonButton } from './IonButton.js';");
    expect(readFileSync(path.join(outDir, 'IonButton.js'), 'utf8')).toMatch(/^export const IonButton = \/\*@__PURE__\*\/ create(Routing)?Component\(/m);
  });

  it('stops the build, saying what changed and what to do, when the package no longer has the shape it reads', () => {
    const reshaped = [
      "import { createComponent } from './components.js';",
      "export const IonButton = createComponent('ion-button');",
      'export { IonButton };',
    ].join('\n');
    expect(() => splitIonicReact(outDir, reshaped)).toThrow(
      /no longer understands @ionic\/react\/dist\/index\.js: it found 0 component wrappers and not IonButton, IonContent.*NO_SPLIT=1/,
    );
  });
});
