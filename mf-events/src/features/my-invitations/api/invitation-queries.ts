import { queryOptions } from '@tanstack/react-query';
import {
  memberVisitorEndpoints,
  type VisitorInvitation,
  type VisitorInviteBody,
} from '@club/contract/visitors';
import { callApi } from '@club/platform/api/api-client';

/** The member's invitations sit under `user`, so they are dropped when the session changes. */
export const INVITATION_KEYS = {
  mine: ['user', 'visitors', 'mine'] as const,
};

export const myInvitationsQuery = queryOptions({
  queryKey: INVITATION_KEYS.mine,
  queryFn: async () => (await callApi(memberVisitorEndpoints.mine)).items,
});

export const inviteVisitor = (body: VisitorInviteBody): Promise<VisitorInvitation> =>
  callApi(memberVisitorEndpoints.invite, { body });

/** Only the member's own invitation, before the guest registered (the API says why otherwise). */
export const withdrawInvitation = (id: string): Promise<VisitorInvitation> =>
  callApi(memberVisitorEndpoints.withdraw, { params: { id } });
