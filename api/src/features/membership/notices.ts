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
  };
}

/**
 * Queues a notice to the company's owner, in the caller's transaction, unless
 * the same kind about the same term was sent before: the row in
 * `membership_notices` and the message commit together, so each notice goes
 * out exactly once whichever instance (or restarted process) gets there.
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
  await enqueueMessage(tx, {
    channel: 'email',
    kind: `membership-${notice.kind.replace(/-\d+$/, '')}`,
    to: subject.owner.email,
    subject: notice.message.subject,
    text: notice.message.text,
    now: notice.now,
  });
  return true;
}
