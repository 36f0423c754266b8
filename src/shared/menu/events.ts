import { createAction } from '@reduxjs/toolkit';

/** The record a photo belongs to: a category, a product, or the shop's cover. */
export type ImageTarget = { kind: 'itemGroup'; id: number } | { kind: 'item'; id: number } | { kind: 'cover' };

/** The menu records a shop can mark sold out. */
export type MenuKind = 'items' | 'options';

export interface AvailabilityChange {
  kind: MenuKind;
  id: number;
  available: boolean;
}

/**
 * Events the menu's slices take from the capabilities that change their records elsewhere, declared here so a
 * menu slice never imports those capabilities: a new photo (menu-images) and a mark made from an order's screen
 * (sold-out). The types are the capabilities' own, as they were recorded.
 */
export const photoChanged = createAction<{ target: ImageTarget; imageId: number; updatedAt: string }>('menuImages/photoChanged');
export const availabilityChanged = createAction<AvailabilityChange>('soldOut/availabilityChanged');
