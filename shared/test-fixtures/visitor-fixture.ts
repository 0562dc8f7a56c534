import type { VisitorInvitation } from '@club/contract/visitors';

/** The coming chapter meeting the test visitors are invited to. */
export const VISITOR_MEETING = {
  id: '5d0f3c1e-6a1b-4c1e-9a53-0d2f1c7b9e11',
  chapter: { id: '1b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d', name: 'Pune Central', city: 'Pune' },
  startsAt: '2026-12-07T02:00:00.000Z',
  endsAt: '2026-12-07T04:00:00.000Z',
  venue: 'Hotel Shreyas',
  address: 'Apte Road, Pune',
  status: 'scheduled',
} satisfies VisitorInvitation['meeting'];

/**
 * A visitor invitation as the API sends it: invited to VISITOR_MEETING, not yet
 * registered nor withdrawn; `more` changes any field (the meeting included).
 */
export function makeVisitorInvitation(more: Partial<VisitorInvitation> = {}): VisitorInvitation {
  const name = more.name ?? 'Meera Desai';
  return {
    id: '9b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
    name,
    email: `${name.split(' ')[0]?.toLowerCase() ?? 'guest'}@example.in`,
    mobile: '9812345678',
    businessName: `${name} Traders`,
    meeting: VISITOR_MEETING,
    stage: 'invited',
    invitedAt: '2026-11-30T02:00:00.000Z',
    registeredAt: null,
    checkedInAt: null,
    followedUpAt: null,
    followUp: null,
    joinedAt: null,
    withdrawnAt: null,
    ...more,
  };
}
