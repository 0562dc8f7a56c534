/**
 * The club's total of confirmed business, as the home page reads it. This
 * module holds no schema library on purpose: the total sits in the home
 * page's first screen, and loading zod (and the API client) for one number
 * would add about 30 KB to every visitor's first load. The route table's
 * entry (`leadEndpoints.businessTotal`) takes its path from here and
 * validates the same shape with zod on the server.
 */
export const BUSINESS_TOTAL_PATH = '/business-total';

export interface BusinessTotal {
  /** Whole rupees of confirmed business. */
  totalRupees: number;
  wonLeads: number;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The total from an answer of GET /business-total, or null when it is not one. */
export function readBusinessTotal(value: unknown): BusinessTotal | null {
  if (typeof value !== 'object' || value === null) return null;
  const { totalRupees, wonLeads } = value as Record<string, unknown>;
  return isCount(totalRupees) && isCount(wonLeads) ? { totalRupees, wonLeads } : null;
}
