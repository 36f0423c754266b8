import { colorOf, initialOf, PLACEHOLDER_COLORS } from '@/shared/lib/placeholder';

describe('placeholder colours', () => {
  it('has exactly 8 distinct colours', () => {
    expect(PLACEHOLDER_COLORS).toHaveLength(8);
    expect(new Set(PLACEHOLDER_COLORS).size).toBe(8);
  });

  it('always gives the same colour for the same name and id', () => {
    expect(colorOf('Pizza', 7)).toBe(colorOf('Pizza', 7));
    expect(colorOf('Pizza', '7')).toBe(colorOf('Pizza', 7));
    expect(PLACEHOLDER_COLORS).toContain(colorOf('Pizza', 7));
  });

  it('depends on both the name and the id', () => {
    const byId = new Set(Array.from({ length: 40 }, (_, id) => colorOf('Pizza', id)));
    const byName = new Set(Array.from({ length: 40 }, (_, n) => colorOf(`Item ${n}`, 1)));
    expect(byId.size).toBeGreaterThan(1);
    expect(byName.size).toBeGreaterThan(1);
  });

  it('spreads records over all 8 colours without a dominant one', () => {
    const counts = new Map<string, number>();
    for (let id = 1; id <= 800; id += 1) {
      const color = colorOf(`Produto ${id % 13}`, id);
      counts.set(color, (counts.get(color) ?? 0) + 1);
    }
    expect(counts.size).toBe(8);
    for (const count of counts.values()) expect(count).toBeGreaterThan(50);
  });
});

describe('initialOf', () => {
  it('takes the first visible letter, upper-cased', () => {
    expect(initialOf('  água')).toBe('Á');
    expect(initialOf('pizza')).toBe('P');
  });

  it('falls back to a question mark for an empty name', () => {
    expect(initialOf('   ')).toBe('?');
  });
});
