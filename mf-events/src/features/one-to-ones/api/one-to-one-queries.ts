import { queryOptions } from '@tanstack/react-query';
import { companyEndpoints } from '@club/contract/companies';
import { endpointUrl } from '@club/contract/endpoint';
import {
  oneToOneEndpoints,
  type OneToOne,
  type OneToOneProposalBody,
} from '@club/contract/one-to-ones';
import { callApi } from '@club/platform/api/api-client';
import { getErrorStatus } from '@club/platform/api/api-error';
import { saveCalendarFile } from '@/lib/calendar-download';

/** The member's 1-to-1s: under `user`, so they are dropped when the session changes. */
export const ONE_TO_ONE_KEYS = {
  all: ['user', 'one-to-ones'] as const,
  company: (id: string) => ['one-to-ones', 'company', id] as const,
};

export const oneToOnesQuery = queryOptions({
  queryKey: ONE_TO_ONE_KEYS.all,
  queryFn: async () => (await callApi(oneToOneEndpoints.list)).items,
});

/** The member company a 1-to-1 is proposed to: its public page gives its name. */
export function proposedToQuery(companyId: string) {
  return queryOptions({
    queryKey: ONE_TO_ONE_KEYS.company(companyId),
    queryFn: () => callApi(companyEndpoints.page, { params: { id: companyId } }),
    retry: (failures, error) => {
      const status = getErrorStatus(error);
      return failures < 1 && status !== 404 && status !== 400;
    },
  });
}

export const proposeOneToOne = (body: OneToOneProposalBody): Promise<OneToOne> =>
  callApi(oneToOneEndpoints.propose, { body });

export const acceptOneToOne = (id: string, slot: string): Promise<OneToOne> =>
  callApi(oneToOneEndpoints.accept, { params: { id }, body: { slot } });

export const declineOneToOne = (id: string): Promise<OneToOne> =>
  callApi(oneToOneEndpoints.decline, { params: { id } });

export const cancelOneToOne = (id: string): Promise<OneToOne> =>
  callApi(oneToOneEndpoints.cancel, { params: { id } });

export const logOneToOne = (id: string, note: string): Promise<OneToOne> =>
  callApi(oneToOneEndpoints.log, { params: { id }, body: { note } });

/** Saves an agreed 1-to-1's .ics file. */
export const downloadOneToOneCalendar = (id: string): Promise<void> =>
  saveCalendarFile(endpointUrl(oneToOneEndpoints.calendar, { id }), 'bizbridge-one-to-one.ics');
