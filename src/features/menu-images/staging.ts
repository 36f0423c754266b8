import { nanoid } from '@reduxjs/toolkit';

/**
 * Files do not belong in actions or state (they cannot be serialized or replayed), so a dialog stages the ready
 * JPEG here and the upload action carries only its key.
 */
const staged = new Map<string, Blob>();

export function stageImage(blob: Blob): string {
  const key = nanoid();
  staged.set(key, blob);
  return key;
}

/** Hands the file over once; a second take finds nothing. */
export function takeStagedImage(key: string): Blob | undefined {
  const blob = staged.get(key);
  staged.delete(key);
  return blob;
}
