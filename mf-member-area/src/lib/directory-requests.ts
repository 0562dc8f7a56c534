import { callApi } from '@club/platform/api/api-client';
import { companyEndpoints, type MemberKind } from '@club/contract/companies';

export interface MemberDirectoryFilters {
  q: string;
  type: MemberKind | null;
}

export interface PublicDirectoryFilters extends MemberDirectoryFilters {
  stateId: number | null;
  city: string | null;
}

/** Only the filters that are set, as query parameters. */
function params(entries: Record<string, string | number | null | undefined>) {
  return Object.fromEntries(
    Object.entries(entries).filter(
      ([, value]) => value !== null && value !== undefined && value !== '',
    ),
  );
}

/** GET /companies/list: 5 members a page (active members only). */
export function fetchMemberDirectory(filters: MemberDirectoryFilters, cursor: string | null) {
  return callApi(companyEndpoints.memberDirectory, {
    query: params({ q: filters.q.trim(), type: filters.type, cursor }),
  });
}

/** GET /companies/public: 12 members a page. */
export function fetchPublicDirectory(filters: PublicDirectoryFilters, cursor: string | null) {
  return callApi(companyEndpoints.publicDirectory, {
    query: params({
      q: filters.q.trim(),
      type: filters.type,
      country: 'India',
      stateId: filters.stateId,
      city: filters.city,
      cursor,
    }),
  });
}

/** GET /companies/{id}/profile: a member company's page (with contacts for active members). */
export function fetchMemberCompany(companyId: string) {
  return callApi(companyEndpoints.page, { params: { id: companyId } });
}
