import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Reducer } from '@reduxjs/toolkit';

/**
 * The ordering modules hold records, their loads and commands; what one screen shows of them (its list, filters,
 * sort, paging, dialogs) is that screen's own, in its feature (docs/ARCHITECTURE.md). A module slice that grows such
 * state fails here, before a second screen starts asking whether the first one loaded.
 */
const VIEW_STATE = /filter|sort|paging|page|more|refresh|generation|dialog|listIds|rows|selected/i;

const modulesDir = path.resolve(__dirname, '../../../src/ordering');

const moduleSlices = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => readdirSync(path.join(modulesDir, entry.name)).filter((file) => file === 'slice.ts' || file === 'settings.ts').map((file) => path.join(entry.name, file)));

describe("the ordering modules' state", () => {
  it('finds the modules', () => {
    expect(moduleSlices).toEqual(expect.arrayContaining(['orders/slice.ts', 'invoices/slice.ts', 'payments/slice.ts', 'calls/slice.ts']));
  });

  it.each(moduleSlices)('%s holds no view state', (file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const reducer = (require(path.join(modulesDir, file)) as { default: Reducer }).default;
    const keys = Object.keys(reducer(undefined, { type: '@@init' }) as object);
    expect(keys.filter((key) => VIEW_STATE.test(key))).toEqual([]);
  });

  it('would catch a list, filters or a dialog', () => {
    const grown = ['ids', 'entities', 'filters', 'paging', 'closingDialog', 'listIds', 'loads', 'openId', 'pendingClose'];
    expect(grown.filter((key) => VIEW_STATE.test(key))).toEqual(['filters', 'paging', 'closingDialog', 'listIds']);
  });
});
