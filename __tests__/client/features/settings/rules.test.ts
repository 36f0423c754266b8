import type { ShopSettings } from '@/features/settings/api';
import { isInteractiveMenu, isSettingsChanged, menuTypeOfToggle } from '@/features/settings/rules';

const saved = (menuType: 0 | 1): ShopSettings => ({ id: 1, providerId: 2, businessUnitId: 3, menuType });

describe('menu mode', () => {
  it.each([
    [true, 1],
    [false, 0],
  ] as const)('the interactive toggle %s means menuType %i', (on, menuType) => {
    expect(menuTypeOfToggle(on)).toBe(menuType);
    expect(isInteractiveMenu(menuType)).toBe(on);
  });

  it('shows the toggle off while no mode was chosen', () => {
    expect(isInteractiveMenu(null)).toBe(false);
  });

  it.each([
    ['a new record, nothing chosen', null, null, false],
    ['a new record, lite chosen', null, 0, true],
    ['a new record, full chosen', null, 1, true],
    ['a saved full record, unchanged', saved(1), 1, false],
    ['a saved full record, switched to lite', saved(1), 0, true],
    ['a saved lite record, switched to full', saved(0), 1, true],
  ] as const)('%s counts as changed: %s', (_case, record, menuType, changed) => {
    expect(isSettingsChanged(record, menuType)).toBe(changed);
  });
});
