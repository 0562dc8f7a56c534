import { apiDelete, apiGet, apiPost, apiPut } from '@club/shared/api/api-client';
import type { ImageContentType } from '@club/shared/contract/common';
import {
  companyLeadsResponseSchema,
  leadAlertsSchema,
  leadSaveResponseSchema,
  leadSchema,
  leadsPageSchema,
  savedLeadsPageSchema,
  type LeadCreateBody,
} from '@club/shared/contract/leads';
import {
  categoriesResponseSchema,
  subcategoriesResponseSchema,
} from '@club/shared/contract/reference';
import { leadImagesPresignResponseSchema } from '@club/shared/contract/uploads';

export type LeadsTab = 'browse' | 'saved' | 'my';

export interface LeadFilters {
  q: string;
  subcategoryId: number | null;
}

/** Only the filters that are set, as query parameters. */
function params(entries: Record<string, string | number | null | undefined>) {
  return Object.fromEntries(
    Object.entries(entries).filter(
      ([, value]) => value !== null && value !== undefined && value !== '',
    ),
  );
}

/**
 * A page of the tab's leads. Browse asks the server to filter; Saved and My
 * Leads are short lists filtered here (the same search and subcategory).
 */
export async function fetchLeadsPage(
  tab: LeadsTab,
  filters: LeadFilters,
  cursor: string | null,
  companyId: string | null,
) {
  if (tab === 'browse') {
    return apiGet(leadsPageSchema, '/leads', {
      params: params({ q: filters.q.trim(), subcategoryId: filters.subcategoryId, cursor }),
    });
  }
  if (tab === 'saved') {
    return apiGet(savedLeadsPageSchema, '/me/saved-leads', { params: params({ cursor }) });
  }
  if (!companyId) return { items: [], nextCursor: null };
  const { items } = await apiGet(companyLeadsResponseSchema, `/companies/${companyId}/leads`, {
    params: { limit: 100 },
  });
  return { items, nextCursor: null };
}

export function fetchLead(id: string) {
  return apiGet(leadSchema, `/leads/${id}`);
}

export function setLeadSaved(leadId: string, companyId: string, save: boolean) {
  return apiPost(leadSaveResponseSchema, `/leads/${leadId}/save`, {
    companyId,
    action: save ? 'save' : 'unsave',
  });
}

export function deleteLead(leadId: string) {
  return apiDelete(null, `/leads/${leadId}`);
}

export function createLead(body: LeadCreateBody) {
  return apiPost(leadSchema, '/leads', body);
}

export async function presignLeadImages(files: { contentType: ImageContentType; size: number }[]) {
  const { urls } = await apiPost(leadImagesPresignResponseSchema, '/uploads/leads/presign', {
    count: files.length,
    contentTypes: files.map((file) => file.contentType),
    sizes: files.map((file) => file.size),
  });
  return urls;
}

export async function fetchCategories() {
  return (await apiGet(categoriesResponseSchema, '/categories')).items;
}

export async function fetchSubcategories(categoryId: number) {
  return (await apiGet(subcategoriesResponseSchema, '/subcategories', { params: { categoryId } }))
    .items;
}

export function fetchLeadAlerts() {
  return apiGet(leadAlertsSchema, '/me/lead-alerts');
}

export function saveLeadAlerts(subcategoryIds: number[]) {
  return apiPut(leadAlertsSchema, '/me/lead-alerts', { subcategoryIds });
}
