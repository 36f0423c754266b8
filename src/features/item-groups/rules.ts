/** Spec 5: the rename dialog accepts a name only when it is valid and not the current one. */
export function canRename(current: string, next: string, valid: boolean): boolean {
  return valid && next.trim() !== current.trim();
}

/** Spec 2: the option groups link shows only once the category has products. */
export function showsOptionGroups(itemCount: number | null): boolean {
  return itemCount !== null && itemCount > 0;
}
