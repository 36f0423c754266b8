import { runtimeConfig } from '../../app/config';

/** Spec 3: {api}/menu/images/{imageId}.jpg, or nothing when the record has no image yet. */
export function imageUrlOf(imageId: number | null | undefined): string | null {
  return imageId ? `${runtimeConfig.apiUrl}/menu/images/${imageId}.jpg` : null;
}

/** The cover, with a time parameter so a new one is not served from a cache. */
export function coverUrlOf(accountId: number, time: string | number): string {
  return `${runtimeConfig.apiUrl}/menu/accounts/${accountId}/images/brand.jpg?t=${encodeURIComponent(String(time))}`;
}
