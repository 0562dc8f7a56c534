import type { Category, State, Subcategory } from '@club/contract/reference';
import {
  REFERENCE_CATEGORIES,
  REFERENCE_STATES,
  REFERENCE_SUBCATEGORIES,
  referenceRows,
} from '@club/contract/reference-data';

/*
 * The lists the registration form falls back to when the API cannot give its
 * own: short lists picked by id, in this order, from the seeded reference data
 * (@club/contract/reference-data), so a registration made with them is valid.
 */

export const FALLBACK_CATEGORIES: readonly Category[] = REFERENCE_CATEGORIES;

/** Maharashtra, Karnataka, Tamil Nadu, Gujarat, Rajasthan. */
export const FALLBACK_STATES: readonly State[] = referenceRows(
  REFERENCE_STATES,
  [21, 16, 31, 11, 29],
);

const producers: readonly Subcategory[] = REFERENCE_SUBCATEGORIES.filter(
  (subcategory) => subcategory.categoryId === 1,
);

const providers: readonly Subcategory[] = referenceRows(
  REFERENCE_SUBCATEGORIES,
  [18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 31, 34, 35, 33],
);

export function fallbackSubcategories(categoryId: number): readonly Subcategory[] {
  if (categoryId === 1) return producers;
  if (categoryId === 2) return providers;
  return [];
}
