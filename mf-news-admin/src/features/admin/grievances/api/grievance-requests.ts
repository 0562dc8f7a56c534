import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@club/platform/api/api-client';
import {
  adminGrievanceEndpoints,
  grievanceEndpoints,
  type GrievanceStatus,
} from '@club/contract/privacy';

/** Cache keys of the grievances; everything under `all` is refreshed after an answer. */
export const grievanceKeys = {
  all: ['admin', 'grievances'] as const,
  list: (status: GrievanceStatus | undefined) =>
    ['admin', 'grievances', 'list', status ?? 'all'] as const,
  officer: ['admin', 'grievances', 'officer'] as const,
};

/** The Grievance Officer's details: the person's reply to an answer reaches their mailbox. */
export function fetchGrievanceOfficer() {
  return callApi(grievanceEndpoints.officer);
}

/** A page of grievances, newest first. */
export function fetchGrievancePage(status: GrievanceStatus | undefined, cursor: string | null) {
  return callApi(adminGrievanceEndpoints.list, {
    query: { limit: 20, ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) },
  });
}

export function answerGrievance(id: string, answer: string) {
  return callApi(adminGrievanceEndpoints.answer, { params: { id }, body: { answer } });
}

/** The Grievance Officer whose name signs an answer. */
export const grievanceOfficerQuery = queryOptions({
  queryKey: grievanceKeys.officer,
  queryFn: fetchGrievanceOfficer,
});
