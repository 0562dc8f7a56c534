import type { Category, FirmType, RevenueBand, State, Subcategory } from '@club/contract/reference';

/*
 * The reference data the API seeds (migration 0001): the one place the rest of
 * the code reads it from (the registration form's fallback lists, the e2e
 * specs). The migration stays as it was written; an API test checks that the
 * seeded rows equal these lists, so the two cannot drift apart.
 */

export const REFERENCE_CATEGORIES: readonly Category[] = [
  { id: 1, name: 'Producers' },
  { id: 2, name: 'Providers' },
];

export const REFERENCE_SUBCATEGORIES: readonly Subcategory[] = [
  { id: 1, categoryId: 1, name: 'Apparels & Accessories' },
  { id: 2, categoryId: 1, name: 'Leather & Footwear' },
  { id: 3, categoryId: 1, name: 'Handicraft Products' },
  { id: 4, categoryId: 1, name: 'Furniture & Furnishings' },
  { id: 5, categoryId: 1, name: 'Toys & Sports' },
  { id: 6, categoryId: 1, name: 'Hotels & Hospitality' },
  { id: 7, categoryId: 1, name: 'Medical Supplies' },
  { id: 8, categoryId: 1, name: 'Electricals & Electronics' },
  { id: 9, categoryId: 1, name: 'Automobile Components' },
  { id: 10, categoryId: 1, name: 'Building Hardware' },
  { id: 11, categoryId: 1, name: 'Industrial Supplies' },
  { id: 12, categoryId: 1, name: 'Metals & Machinery' },
  { id: 13, categoryId: 1, name: 'Specialty Chemicals' },
  { id: 14, categoryId: 1, name: 'Pharma & Healthcare' },
  { id: 15, categoryId: 1, name: 'Printing & Packaging' },
  { id: 16, categoryId: 1, name: 'Agriculture Products' },
  { id: 17, categoryId: 1, name: 'Food & Beverages' },
  { id: 18, categoryId: 2, name: 'Legal Advisors' },
  { id: 19, categoryId: 2, name: 'Chartered Accountants' },
  { id: 20, categoryId: 2, name: 'HR Consultants & Recruiters' },
  { id: 21, categoryId: 2, name: 'Manpower Suppliers' },
  { id: 22, categoryId: 2, name: 'Real Estate Brokers' },
  { id: 23, categoryId: 2, name: 'Architects & Designers' },
  { id: 24, categoryId: 2, name: 'Facility Contractors' },
  { id: 25, categoryId: 2, name: 'PR Agencies' },
  { id: 26, categoryId: 2, name: 'IT Solutions' },
  { id: 27, categoryId: 2, name: 'Travel & Transportation' },
  { id: 28, categoryId: 2, name: 'Medical Professionals' },
  { id: 29, categoryId: 2, name: 'Catering Services' },
  { id: 30, categoryId: 2, name: 'Financial Services' },
  { id: 31, categoryId: 2, name: 'Insurance Services' },
  { id: 32, categoryId: 2, name: 'Office Supplies' },
  { id: 33, categoryId: 2, name: 'Security Services' },
  { id: 34, categoryId: 2, name: 'Printing & Packaging' },
  { id: 35, categoryId: 2, name: 'Industrial Supplies' },
];

/** The 28 states and 8 union territories. */
export const REFERENCE_STATES: readonly State[] = [
  { id: 1, name: 'Andaman and Nicobar Islands' },
  { id: 2, name: 'Andhra Pradesh' },
  { id: 3, name: 'Arunachal Pradesh' },
  { id: 4, name: 'Assam' },
  { id: 5, name: 'Bihar' },
  { id: 6, name: 'Chandigarh' },
  { id: 7, name: 'Chhattisgarh' },
  { id: 8, name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { id: 9, name: 'Delhi' },
  { id: 10, name: 'Goa' },
  { id: 11, name: 'Gujarat' },
  { id: 12, name: 'Haryana' },
  { id: 13, name: 'Himachal Pradesh' },
  { id: 14, name: 'Jammu and Kashmir' },
  { id: 15, name: 'Jharkhand' },
  { id: 16, name: 'Karnataka' },
  { id: 17, name: 'Kerala' },
  { id: 18, name: 'Ladakh' },
  { id: 19, name: 'Lakshadweep' },
  { id: 20, name: 'Madhya Pradesh' },
  { id: 21, name: 'Maharashtra' },
  { id: 22, name: 'Manipur' },
  { id: 23, name: 'Meghalaya' },
  { id: 24, name: 'Mizoram' },
  { id: 25, name: 'Nagaland' },
  { id: 26, name: 'Odisha' },
  { id: 27, name: 'Puducherry' },
  { id: 28, name: 'Punjab' },
  { id: 29, name: 'Rajasthan' },
  { id: 30, name: 'Sikkim' },
  { id: 31, name: 'Tamil Nadu' },
  { id: 32, name: 'Telangana' },
  { id: 33, name: 'Tripura' },
  { id: 34, name: 'Uttar Pradesh' },
  { id: 35, name: 'Uttarakhand' },
  { id: 36, name: 'West Bengal' },
];

export const REFERENCE_FIRM_TYPES: readonly FirmType[] = [
  { id: 1, name: 'Proprietorship' },
  { id: 2, name: 'Partnership' },
  { id: 3, name: 'LLP' },
  { id: 4, name: 'Private Limited' },
  { id: 5, name: 'Public Limited' },
  { id: 6, name: 'Other' },
];

export const REFERENCE_REVENUE_BANDS: readonly RevenueBand[] = [
  { id: 1, label: 'Up to ₹1 Cr', minInr: 0, maxInr: 10_000_000 },
  { id: 2, label: '₹1–5 Cr', minInr: 10_000_000, maxInr: 50_000_000 },
  { id: 3, label: '₹5–25 Cr', minInr: 50_000_000, maxInr: 250_000_000 },
  { id: 4, label: '₹25–100 Cr', minInr: 250_000_000, maxInr: 1_000_000_000 },
  { id: 5, label: '₹100–500 Cr', minInr: 1_000_000_000, maxInr: 5_000_000_000 },
  { id: 6, label: 'Above ₹500 Cr', minInr: 5_000_000_000, maxInr: null },
];

/** One reference row by its name (a state, category, subcategory or firm type), or an error. */
export function referenceByName<Row extends { name: string }>(
  rows: readonly Row[],
  name: string,
  where: (row: Row) => boolean = () => true,
): Row {
  const row = rows.find((candidate) => candidate.name === name && where(candidate));
  if (!row) throw new Error(`No reference row named ${name}`);
  return row;
}

/** The rows of the given ids, in that order (for a short list picked from a long one). */
export function referenceRows<Row extends { id: number }>(
  rows: readonly Row[],
  ids: readonly number[],
): Row[] {
  return ids.map((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw new Error(`No reference row with id ${id}`);
    return row;
  });
}
