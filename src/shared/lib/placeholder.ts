/** The spec fixes eight fallback colours; the order matters because colorOf indexes into it. */
export const PLACEHOLDER_COLORS = [
  '#e57373',
  '#f06292',
  '#ba68c8',
  '#7986cb',
  '#4fc3f7',
  '#4db6ac',
  '#aed581',
  '#ffb74d',
] as const;

/** FNV-1a: cheap, and spreads short similar strings ('Item 1', 'Item 2') across all buckets. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The same record keeps the same colour on every screen and every visit. */
export function colorOf(name: string, id: number | string): string {
  return PLACEHOLDER_COLORS[hashOf(`${name}#${id}`) % PLACEHOLDER_COLORS.length];
}

export function initialOf(name: string): string {
  const first = name.trim().charAt(0);
  return first ? first.toLocaleUpperCase('pt-BR') : '?';
}
