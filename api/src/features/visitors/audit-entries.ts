import { indianDay } from '@club/contract/india-time/format';
import type { Database } from '../../db/database';
import { recordAudit } from '../../platform/audit-trail/repository';
import type { InvitationRow } from './repository';

/**
 * Who stopped the e-mails, as the trail shows it: the link carries no account,
 * and the visitor's address stays out of the trail.
 */
export const VISITOR_ACTOR = 'the visitor';

/** An invitation as the trail names it: its meeting, never the guest's address or link. */
function invitationTitle(row: InvitationRow): string {
  return `Invitation to ${row.chapterName}, ${indianDay(row.meetingStartsAt)}`;
}

/** The inviting member withdrew the invitation; pass the transaction that withdrew it. */
export function recordInvitationWithdrawn(
  db: Database,
  row: InvitationRow,
  memberId: string,
  at: Date,
): Promise<void> {
  return recordAudit(db, {
    action: 'visitor.invitation-withdraw',
    actor: { userId: memberId },
    subjectId: row.id,
    subjectTitle: invitationTitle(row),
    at,
  });
}

/** The visitor stopped the meeting's e-mails with their link; pass the transaction that did it. */
export function recordEmailsConsentWithdrawn(
  db: Database,
  row: InvitationRow,
  at: Date,
): Promise<void> {
  return recordAudit(db, {
    action: 'visitor.emails-consent-withdraw',
    actor: { source: VISITOR_ACTOR },
    subjectId: row.id,
    subjectTitle: invitationTitle(row),
    at,
  });
}
