import { useQuery } from '@tanstack/react-query';
import { leadCategoriesQuery } from '../queries';

export type { LeadCategory } from '../queries';

/** The Producers and Providers categories with their subcategories (reference data, cached). */
export function useLeadCategories() {
  return useQuery(leadCategoriesQuery);
}
