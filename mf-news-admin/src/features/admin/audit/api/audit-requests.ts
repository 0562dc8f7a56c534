import { callApi } from '@club/platform/api/api-client';
import { auditEndpoints, type AuditKind } from '@club/contract/audit';

export interface AuditFilters {
  about?: AuditKind | undefined;
  actor?: string | undefined;
}

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (filters: AuditFilters) => ['admin', 'audit', 'list', filters] as const,
};

/** A page of the audit trail, newest first. */
export function fetchAuditPage(filters: AuditFilters, cursor: string | null) {
  return callApi(auditEndpoints.list, {
    query: {
      limit: 20,
      ...(filters.about ? { about: filters.about } : {}),
      ...(filters.actor ? { actor: filters.actor } : {}),
      ...(cursor ? { cursor } : {}),
    },
  });
}
