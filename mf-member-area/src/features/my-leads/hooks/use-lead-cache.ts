import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Lead } from '@club/contract/leads';
import { LEADS_KEY, leadQuery } from '../queries';

type LeadPages = InfiniteData<{ items: Lead[]; nextCursor: string | null }>;

/** Applies `change` to the lists' pages of every cached list (a single lead's entry is left alone). */
function mapLists(data: LeadPages | undefined, change: (items: Lead[]) => Lead[]) {
  return data?.pages
    ? { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) }
    : data;
}

/**
 * Edits of the cached leads, so the page shows a change before the server's
 * next answer: every cached copy of a lead (each list and the single lead)
 * gets it.
 */
export function useLeadCache() {
  const queryClient = useQueryClient();

  const patchLead = (id: string, change: Partial<Lead>) => {
    queryClient.setQueriesData<LeadPages>({ queryKey: LEADS_KEY }, (data) =>
      mapLists(data, (items) =>
        items.map((lead) => (lead.id === id ? { ...lead, ...change } : lead)),
      ),
    );
    queryClient.setQueryData(leadQuery(id).queryKey, (lead) =>
      lead ? { ...lead, ...change } : lead,
    );
  };

  const dropLead = (id: string) => {
    queryClient.setQueriesData<LeadPages>({ queryKey: LEADS_KEY }, (data) =>
      mapLists(data, (items) => items.filter((item) => item.id !== id)),
    );
  };

  return { patchLead, dropLead };
}
