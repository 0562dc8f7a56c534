import { callApi } from '@club/platform/api/api-client';
import type { ImageContentType } from '@club/contract/common';
import { companyEndpoints } from '@club/contract/companies';
import { leadEndpoints, type LeadCloseBody, type LeadCreateBody } from '@club/contract/leads';
import { referenceEndpoints } from '@club/contract/reference';
import { uploadEndpoints } from '@club/contract/uploads';

export type LeadsTab = 'browse' | 'saved' | 'my' | 'responses';

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
    return callApi(leadEndpoints.browse, {
      query: params({ q: filters.q.trim(), subcategoryId: filters.subcategoryId, cursor }),
    });
  }
  if (tab === 'saved') {
    return callApi(leadEndpoints.saved, { query: params({ cursor }) });
  }
  if (tab === 'responses') {
    return callApi(leadEndpoints.responded, { query: params({ cursor }) });
  }
  if (!companyId) return { items: [], nextCursor: null };
  const { items } = await callApi(leadEndpoints.ofCompany, {
    params: { id: companyId },
    query: { limit: 100 },
  });
  return { items, nextCursor: null };
}

export function fetchLead(id: string) {
  return callApi(leadEndpoints.one, { params: { id } });
}

/** Saved for the caller's own company, which the server knows. */
export function setLeadSaved(leadId: string, save: boolean) {
  return callApi(leadEndpoints.save, {
    params: { id: leadId },
    body: { action: save ? 'save' : 'unsave' },
  });
}

export function deleteLead(leadId: string) {
  return callApi(leadEndpoints.remove, { params: { id: leadId } });
}

export function createLead(body: LeadCreateBody) {
  return callApi(leadEndpoints.create, { body });
}

export async function presignLeadImages(files: { contentType: ImageContentType; size: number }[]) {
  const { urls } = await callApi(uploadEndpoints.leadImages, {
    body: {
      count: files.length,
      contentTypes: files.map((file) => file.contentType),
      sizes: files.map((file) => file.size),
    },
  });
  return urls;
}

export async function fetchCategories() {
  return (await callApi(referenceEndpoints.categories)).items;
}

export async function fetchSubcategories(categoryId: number) {
  return (await callApi(referenceEndpoints.subcategories, { query: { categoryId } })).items;
}

export function fetchLeadAlerts() {
  return callApi(leadEndpoints.alerts);
}

export function saveLeadAlerts(subcategoryIds: number[]) {
  return callApi(leadEndpoints.setAlerts, { body: { subcategoryIds } });
}

/** "I'm interested": the caller's company responds to the lead, once. */
export function respondToLead(leadId: string, message: string) {
  return callApi(leadEndpoints.respond, { params: { id: leadId }, body: { message } });
}

/** The responses to one of the caller's company's leads. */
export async function fetchLeadResponses(leadId: string) {
  return (await callApi(leadEndpoints.responses, { params: { id: leadId } })).items;
}

export function closeLead(leadId: string, body: LeadCloseBody) {
  return callApi(leadEndpoints.close, { params: { id: leadId }, body });
}

/** The winner confirms or disputes the business of a won lead, once. */
export function answerLeadBusiness(leadId: string, answer: 'confirm' | 'dispute') {
  return callApi(leadEndpoints.answerBusiness, { params: { id: leadId }, body: { answer } });
}

/** Member companies whose name matches, for the winner picker. */
export async function searchMemberCompanies(q: string) {
  const { items } = await callApi(companyEndpoints.memberDirectory, { query: { q } });
  return items.map((company) => ({ id: company.id, name: company.name }));
}
