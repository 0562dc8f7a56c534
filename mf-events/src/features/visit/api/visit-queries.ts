import { queryOptions } from '@tanstack/react-query';
import {
  visitorEndpoints,
  type VisitorEmailsTokenBody,
  type VisitorEmailsWithdrawal,
  type VisitorRegistrationBody,
  type VisitorTicket,
} from '@club/contract/visitors';
import { callApi } from '@club/platform/api/api-client';
import { getErrorStatus } from '@club/platform/api/api-error';

/** The invitation behind a link: an unknown (404) or used (410) one stays so on retry. */
export function invitationQuery(token: string) {
  return queryOptions({
    queryKey: ['visitors', 'invitation', token] as const,
    queryFn: () => callApi(visitorEndpoints.open, { body: { token } }),
    retry: (failures, error) => {
      const status = getErrorStatus(error);
      return failures < 1 && status !== 404 && status !== 410 && status !== 400;
    },
    staleTime: Infinity,
  });
}

export const registerVisitor = (body: VisitorRegistrationBody): Promise<VisitorTicket> =>
  callApi(visitorEndpoints.register, { body });

/** Withdraws the consent to the meeting's e-mails; the API answers the same on every press. */
export const stopVisitorEmails = (body: VisitorEmailsTokenBody): Promise<VisitorEmailsWithdrawal> =>
  callApi(visitorEndpoints.withdrawEmailsConsent, { body });
