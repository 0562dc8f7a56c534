import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@club/platform/api/query-keys';
import type { Subcategory } from '@club/contract/reference';
import {
  fetchCategories,
  fetchLead,
  fetchLeadAlerts,
  fetchLeadResponses,
  fetchLeadsPage,
  fetchSubcategories,
  searchMemberCompanies,
  type LeadFilters,
  type LeadsTab,
} from '@/lib/lead-requests';
import { LEADS_KEY } from '@/lib/lead-keys';

/**
 * The leads page's queries, one definition each for the page and its data
 * module (my-leads-page-data.ts), so what the data module starts is what the
 * page reads.
 */

export { LEADS_KEY } from '@/lib/lead-keys';

/** The Saved tab's lists: saving or unsaving a lead reloads them. */
export const SAVED_LEADS_KEY = [...LEADS_KEY, 'saved'] as const;

/** The Responses tab's lists: answering a lead reloads them. */
export const RESPONDED_LEADS_KEY = [...LEADS_KEY, 'responses'] as const;

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

/** One lead, opened from a shared link (`?lead=<id>`) when no loaded list holds it. */
export function leadQuery(id: string) {
  return queryOptions({
    queryKey: [...LEADS_KEY, 'one', id] as const,
    queryFn: () => fetchLead(id),
    retry: false,
  });
}

/** The responses to the member's own lead (its detail and the close dialog share them). */
export function leadResponsesQuery(leadId: string) {
  return queryOptions({
    queryKey: [...LEADS_KEY, 'responses-to', leadId] as const,
    queryFn: () => fetchLeadResponses(leadId),
  });
}

/** Member companies whose name matches `q`: who else may have won a lead. */
export function memberCompaniesQuery(q: string) {
  return queryOptions({
    queryKey: ['user', 'member-companies', q] as const,
    queryFn: () => searchMemberCompanies(q),
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
