import {
  adminMemberEndpoints,
  type AdminMemberFilters,
  type AdminMembersQuery,
} from '@club/contract/admin-members';
import { endpointUrl } from '@club/contract/endpoint';
import { membershipEndpoints } from '@club/contract/membership';
import { apiClient, callApi, type RequestOptions } from '@club/platform/api/api-client';

/** Cache keys of the back office's member data (admins only; dropped with the session). */
export const adminMemberKeys = {
  all: ['user', 'admin', 'members'] as const,
  overview: ['user', 'admin', 'members', 'overview'] as const,
  list: (filters: AdminMemberFilters) => ['user', 'admin', 'members', 'list', filters] as const,
  company: (id: string) => ['user', 'admin', 'members', 'company', id] as const,
};

export function fetchOverview() {
  return callApi(adminMemberEndpoints.overview);
}

export function fetchMembersPage(query: AdminMembersQuery) {
  return callApi(adminMemberEndpoints.list, { query });
}

export function fetchCompany(id: string) {
  return callApi(adminMemberEndpoints.company, { params: { id } });
}

export function resendInvoice(companyId: string) {
  return callApi(adminMemberEndpoints.resendInvoice, { params: { id: companyId } });
}

export function resendSignInCode(companyId: string) {
  return callApi(adminMemberEndpoints.resendSignInCode, { params: { id: companyId } });
}

export function terminateMembership(membershipId: string, reason: string) {
  return callApi(membershipEndpoints.terminate, {
    params: { id: membershipId },
    body: { reason },
  });
}

/** The file name the server gave (Content-Disposition), else `fallback`. */
function fileNameOf(header: unknown, fallback: string): string {
  const match = typeof header === 'string' ? /filename="([^"]+)"/.exec(header) : null;
  return match?.[1] ?? fallback;
}

/** Saves a file the API answers (with the bearer token, so not a plain link). */
async function download(url: string, params: RequestOptions['params'], fallback: string) {
  const response = await apiClient.get<Blob>(url, { params, responseType: 'blob' });
  const href = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallback);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** The members list with its filters as CSV (the export is recorded in the audit trail). */
export function downloadMembersCsv(filters: AdminMemberFilters): Promise<void> {
  return download(endpointUrl(adminMemberEndpoints.export), filters, 'members.csv');
}

export function downloadInvoicePdf(invoice: { id: string; number: string }): Promise<void> {
  return download(
    endpointUrl(adminMemberEndpoints.invoicePdf, { id: invoice.id }),
    undefined,
    `${invoice.number.replace(/[^\w-]+/g, '-')}.pdf`,
  );
}
