import { runtimeConfig } from '@/shared/config';

/** The image's path under the API: public while the menu shows its record, staff-only otherwise. */
export function imagePathOf(imageId: number | null | undefined): string | null {
  return imageId ? `/menu/images/${imageId}.jpg` : null;
}

/** Spec 3: {api}/menu/images/{imageId}.jpg, or nothing when the record has no image yet. */
export function imageUrlOf(imageId: number | null | undefined): string | null {
  const path = imagePathOf(imageId);
  return path ? `${runtimeConfig.apiUrl}${path}` : null;
}

/** The cover, with a time parameter so a new one is not served from a cache. */
export function coverUrlOf(accountId: number, time: string | number): string {
  return `${runtimeConfig.apiUrl}/menu/accounts/${accountId}/images/brand.jpg?t=${encodeURIComponent(String(time))}`;
}
