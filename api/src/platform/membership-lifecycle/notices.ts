import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { enqueueMessage } from '../outbox/repository';
import type { NoticeParties } from './notice-messages';
import { claimNotice, type MembershipWithParties } from './repository';

/** Who a membership's e-mails go to and what they call it; the site's My Account link. */
export function noticeParties(ctx: AppContext, subject: MembershipWithParties): NoticeParties {
  const site = ctx.config.siteOrigins[0] ?? 'http://localhost:3000';
  return {
    username: subject.owner.username,
    plan: subject.plan.name,
    accountUrl: `${site}/my-account`,
    language: subject.owner.language,
  };
}

/**
 * Confirms what the member just did (cancelled auto-renewal, say), in the
 * caller's transaction, every time they do it: a member who cancels, resumes
 * and cancels again within one term gets a confirmation of each cancellation.
 */
export async function sendConfirmation(
  tx: Database,
  subject: MembershipWithParties,
  confirmation: { kind: string; now: Date; message: { subject: string; text: string } },
): Promise<void> {
  await enqueueMessage(tx, {
    channel: 'email',
    kind: `membership-${confirmation.kind}`,
    to: subject.owner.email,
    subject: confirmation.message.subject,
    text: confirmation.message.text,
    now: confirmation.now,
  });
}

/**
 * Queues a scheduled notice to the company's owner, in the caller's
 * transaction, unless the same kind about the same term was sent before: the
 * row in `membership_notices` and the message commit together, so each notice
 * goes out exactly once whichever instance (or restarted process) gets there.
 * What a member did themselves is confirmed with `sendConfirmation` instead.
 */
export async function sendNoticeOnce(
  tx: Database,
  subject: MembershipWithParties,
  notice: {
    /** `renewal-reminder-30`, `charge-failed`, `cancelled`, `ended`, `lapsed`, `terminated`. */
    kind: string;
    termEndsAt: Date;
    now: Date;
    message: { subject: string; text: string };
  },
): Promise<boolean> {
  const fresh = await claimNotice(tx, {
    membershipId: subject.membership.id,
    kind: notice.kind,
    termEndsAt: notice.termEndsAt,
    now: notice.now,
  });
  if (!fresh) return false;
  await sendConfirmation(tx, subject, {
    kind: notice.kind.replace(/-\d+$/, ''),
    now: notice.now,
    message: notice.message,
  });
  return true;
}
