import type { ShopSettings } from '@/features/settings/api';
import {
  isInteractiveMenu,
  isSettingsChanged,
  menuTypeOfToggle,
  parsePercentText,
  serviceChargeTextProblemOf,
  settingsChangeOf,
  settingsValuesOf,
  type SettingsValues,
} from '@/features/settings/rules';

const saved = (menuType: 0 | 1, serviceChargePercent: number | null = null): ShopSettings => ({
  id: 1,
  providerId: 2,
  businessUnitId: 3,
  menuType,
  serviceChargePercent,
});
const values = (menuType: 0 | 1 | null, serviceChargeOn = false, serviceChargeText = '10'): SettingsValues => ({
  menuType,
  serviceChargeOn,
  serviceChargeText,
});

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
    expect(isSettingsChanged(record, values(menuType))).toBe(changed);
  });
});

describe('Taxa de serviço', () => {
  it('shows the saved percent, or the customary 10% ready for when it is turned on', () => {
    expect(settingsValuesOf(saved(1))).toEqual(values(1, false, '10'));
    expect(settingsValuesOf(saved(1, 12.5))).toEqual(values(1, true, '12,5'));
    expect(settingsValuesOf(null)).toEqual(values(null, false, '10'));
  });

  it.each([
    ['turned on at the offered 10%', saved(1), values(1, true, '10'), true],
    ['turned off', saved(1, 10), values(1, false, '10'), true],
    ['another percent', saved(1, 10), values(1, true, '12'), true],
    ['the same percent typed with a comma', saved(1, 12.5), values(1, true, '12,5'), false],
    ['a new record with only the charge turned on', null, values(null, true, '10'), true],
  ] as const)('%s counts as changed: %s', (_case, record, form, changed) => {
    expect(isSettingsChanged(record, form)).toBe(changed);
  });

  it.each([
    ['10', 10],
    ['12,5', 12.5],
    [' 12.5 ', 12.5],
    ['', null],
    ['10%', null],
    ['1,2,3', null],
  ])('reads %j as %s', (text, percent) => {
    expect(parsePercentText(text)).toBe(percent);
  });

  it("refuses what the server would, in the server's words, only while the charge is on", () => {
    expect(serviceChargeTextProblemOf({ serviceChargeOn: true, serviceChargeText: '0' })).toBe('Informe um percentual maior que zero.');
    expect(serviceChargeTextProblemOf({ serviceChargeOn: true, serviceChargeText: '35' })).toBe('Use no máximo 30%.');
    expect(serviceChargeTextProblemOf({ serviceChargeOn: true, serviceChargeText: 'dez' })).toBe('Informe o percentual, como 10 ou 12,5.');
    expect(serviceChargeTextProblemOf({ serviceChargeOn: false, serviceChargeText: 'dez' })).toBeNull();
  });

  it("sends the percent (null when off), and the lite mode a shop without settings sees", () => {
    expect(settingsChangeOf(values(1, true, '12,5'))).toEqual({ menuType: 1, serviceChargePercent: 12.5 });
    expect(settingsChangeOf(values(1, false, '12,5'))).toEqual({ menuType: 1, serviceChargePercent: null });
    expect(settingsChangeOf(values(null, true, '10'))).toEqual({ menuType: 0, serviceChargePercent: 10 });
  });
});
