import type { AppVariant } from '@contract/config';
import { PHONE_PATTERN, RESERVED_SLUGS as CONTRACT_RESERVED_SLUGS, SLUG_MAX_LENGTH } from '@contract/limits';
import { toCents } from '@/shared/lib/money';
import type { DeliverySettings, DeliveryPayload } from './api';

export const PHONE_PREFIX = '55';
export { SLUG_MAX_LENGTH };
/** Paths the customer site serves itself (spec 5); the server refuses them too. */
export const RESERVED_SLUGS: readonly string[] = CONTRACT_RESERVED_SLUGS;
export const SLUG_CHARACTERS = /^[a-z0-9_-]*$/;
const VALID_PHONE = new RegExp(PHONE_PATTERN);

/** What the delivery form holds: the phone as shown (masked, without 55) and the fee in reais. */
export interface DeliveryValues {
  phone: string;
  slug: string;
  fee: number | null;
  isActive: boolean;
}

export const digitsOf = (text: string | null | undefined): string => (text ?? '').replace(/\D/g, '');

/** Spec 3: the phone is 55 and the typed digits, and null when only 55 would be left. */
export function phonePayloadOf(shown: string): string | null {
  const digits = digitsOf(shown);
  return digits ? `${PHONE_PREFIX}${digits}` : null;
}

export function isValidPhone(payload: string | null): boolean {
  return payload !== null && VALID_PHONE.test(payload);
}

/** (##) ####-#### up to 10 digits, (##) #####-#### at 11, partial while typing: the same shapes as the input mask. */
export function formatPhoneDigits(digits: string): string {
  const d = digits.slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const split = d.length > 10 ? 7 : 6;
  const middle = d.slice(2, split);
  const end = d.slice(split);
  return `(${d.slice(0, 2)}) ${middle}${end ? `-${end}` : ''}`;
}

export function phoneShownOf(payload: string | null): string {
  const digits = digitsOf(payload);
  return formatPhoneDigits(digits.startsWith(PHONE_PREFIX) ? digits.slice(PHONE_PREFIX.length) : digits);
}

/** Spec 5: lowercased as typed, spaces turned into hyphens; other characters are left for validation to flag. */
export function slugInputOf(text: string): string {
  return text.toLowerCase().replace(/ /g, '-');
}

export function isWellFormedSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= SLUG_MAX_LENGTH && SLUG_CHARACTERS.test(slug) && !RESERVED_SLUGS.includes(slug);
}

/** The server is asked only about a slug that could be saved and differs from the one already saved. */
export function needsSlugCheck(slug: string, savedSlug: string | null | undefined): boolean {
  return isWellFormedSlug(slug) && slug !== (savedSlug ?? '');
}

/** Spec 4: emptying the slug switches delivery off; the first slug typed after an empty one switches it on. */
export function activeAfterSlugEdit(previousSlug: string, nextSlug: string, isActive: boolean): boolean {
  if (nextSlug === '') return false;
  if (previousSlug === '') return true;
  return isActive;
}

/** The switch has nothing to turn on without a slug. */
export const canToggleActive = (slug: string): boolean => slug !== '';

export function deliveryValuesOf(record: DeliverySettings | null): DeliveryValues {
  return {
    phone: phoneShownOf(record?.phone ?? null),
    slug: record?.slug ?? '',
    fee: record?.fee ?? 0,
    isActive: record?.isActive ?? false,
  };
}

/** The values as the server stores them: 55-prefixed phone or null, slug or null (spec 3). */
function storedFieldsOf(values: DeliveryValues): Omit<DeliveryPayload, 'shopId'> {
  return {
    phone: phonePayloadOf(values.phone),
    slug: values.slug === '' ? null : values.slug,
    active: values.isActive,
    fee: values.fee ?? 0,
  };
}

export function deliveryPayloadOf(shopId: number, values: DeliveryValues): DeliveryPayload {
  return { shopId, ...storedFieldsOf(values) };
}

/** Spec 4: with no saved record, only a phone or a slug makes the form worth saving. */
export function isDeliveryChanged(record: DeliverySettings | null, values: DeliveryValues): boolean {
  const fields = storedFieldsOf(values);
  if (!record) return fields.phone !== null || fields.slug !== null;
  return (
    fields.phone !== record.phone ||
    fields.slug !== record.slug ||
    fields.active !== record.isActive ||
    toCents(fields.fee) !== toCents(record.fee)
  );
}

/** Spec 1: each variant has its own customer site, where a shop's delivery lives at /{slug}. */
export function deliveryBaseUrlOf(variant: AppVariant, hosts: { foodHost: string; kioskHost: string }): string {
  return (variant === 'food' ? hosts.foodHost : hosts.kioskHost).replace(/\/+$/, '');
}
