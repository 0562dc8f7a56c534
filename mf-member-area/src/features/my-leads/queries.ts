import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@club/platform/api/query-keys';
import type { Subcategory } from '@club/contract/reference';
import {
  fetchCategories,
  fetchLeadAlerts,
  fetchLeadsPage,
  fetchSubcategories,
  type LeadFilters,
  type LeadsTab,
} from '@/lib/lead-requests';

/**
 * The leads page's queries, one definition each for the page and its data
 * module (my-leads-page-data.ts), so what the data module starts is what the
 * page reads.
 */

/** Every list and single lead is under this key: a change to a lead refreshes them all. */
export const LEADS_KEY = ['user', 'leads'] as const;

/** What the page first shows: the Browse tab, no search, no subcategory. */
export const FIRST_LEADS_TAB: LeadsTab = 'browse';
export const NO_LEAD_FILTERS: LeadFilters = { q: '', subcategoryId: null };

/** A tab's leads with the filters, a page at a time; `companyId` is the viewer's company. */
export function leadsQuery(tab: LeadsTab, filters: LeadFilters, companyId: string | null) {
  return infiniteQueryOptions({
    queryKey: [...LEADS_KEY, tab, filters, companyId],
    queryFn: ({ pageParam }) => fetchLeadsPage(tab, filters, pageParam, companyId),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: 1,
  });
}

export interface LeadCategory {
  id: number;
  name: string;
  subcategories: Subcategory[];
}

/** Producers: the category whose name says producer or manufacturing; Providers: provider or service. */
function pick(names: { id: number; name: string }[], words: string[]) {
  return names.find((category) => words.some((word) => category.name.toLowerCase().includes(word)));
}

async function loadLeadCategories() {
  const categories = await fetchCategories();
  const producers = pick(categories, ['producer', 'manufacturing']);
  const providers = pick(categories, ['provider', 'service']);
  const withSubcategories = async (
    category: { id: number; name: string } | undefined,
  ): Promise<LeadCategory | null> =>
    category ? { ...category, subcategories: await fetchSubcategories(category.id) } : null;
  const [producerCategory, providerCategory] = await Promise.all([
    withSubcategories(producers),
    withSubcategories(providers),
  ]);
  return { producers: producerCategory, providers: providerCategory };
}

/** The Producers and Providers categories with their subcategories (reference data, cached). */
export const leadCategoriesQuery = queryOptions({
  queryKey: [...queryKeys.reference.categories, 'lead-categories'],
  queryFn: loadLeadCategories,
  staleTime: 60 * 60_000,
});

export const LEAD_ALERTS_KEY = ['user', 'lead-alerts'] as const;

/** The subcategories the member follows for lead alerts. */
export const leadAlertsQuery = queryOptions({
  queryKey: LEAD_ALERTS_KEY,
  queryFn: fetchLeadAlerts,
});
