import type { Category, State, Subcategory } from '@club/shared/contract/reference';

/*
 * The lists the registration form falls back to when the API cannot give its
 * own. Ids are the API's seeded ids, so a registration made with them is valid.
 */

export const FALLBACK_CATEGORIES: readonly Category[] = [
  { id: 1, name: 'Producers' },
  { id: 2, name: 'Providers' },
];

export const FALLBACK_STATES: readonly State[] = [
  { id: 21, name: 'Maharashtra' },
  { id: 16, name: 'Karnataka' },
  { id: 31, name: 'Tamil Nadu' },
  { id: 11, name: 'Gujarat' },
  { id: 29, name: 'Rajasthan' },
];

const producers = [
  'Apparels & Accessories',
  'Leather & Footwear',
  'Handicraft Products',
  'Furniture & Furnishings',
  'Toys & Sports',
  'Hotels & Hospitality',
  'Medical Supplies',
  'Electricals & Electronics',
  'Automobile Components',
  'Building Hardware',
  'Industrial Supplies',
  'Metals & Machinery',
  'Specialty Chemicals',
  'Pharma & Healthcare',
  'Printing & Packaging',
  'Agriculture Products',
  'Food & Beverages',
].map((name, index): Subcategory => ({ id: index + 1, name, categoryId: 1 }));

const providers: Subcategory[] = (
  [
    [18, 'Legal Advisors'],
    [19, 'Chartered Accountants'],
    [20, 'HR Consultants & Recruiters'],
    [21, 'Manpower Suppliers'],
    [22, 'Real Estate Brokers'],
    [23, 'Architects & Designers'],
    [24, 'Facility Contractors'],
    [25, 'PR Agencies'],
    [26, 'IT Solutions'],
    [27, 'Travel & Transportation'],
    [28, 'Medical Professionals'],
    [29, 'Catering Services'],
    [31, 'Insurance Services'],
    [34, 'Printing & Packaging'],
    [35, 'Industrial Supplies'],
    [33, 'Security Services'],
  ] as const
).map(([id, name]) => ({ id, name, categoryId: 2 }));

export function fallbackSubcategories(categoryId: number): readonly Subcategory[] {
  if (categoryId === 1) return producers;
  if (categoryId === 2) return providers;
  return [];
}
