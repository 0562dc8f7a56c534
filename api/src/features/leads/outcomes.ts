import { formatIndianDate } from '@club/contract/format/india-date';
import type { BusinessTotal } from '@club/contract/business-total';
import { CLUB_NAME } from '@club/contract/copy/club';
import { formatRupees } from '@club/contract/format/currency';
import { LEAD_EXPIRY_REMINDER_DAYS, LEAD_MESSAGES, type LeadCloseBody } from '@club/contract/leads';
import type { AppContext } from '../../app-context';
import { forbidden, validationError } from '../../http/app-error';
import { siteLink } from '../../lib/site-links';
import type { Member } from '../../platform/access/require-member';
import { enqueueMessage } from '../../platform/outbox/repository';
import { conflict, existingLead, isOpen, ownLead } from './lead-checks';
import {
  answerPendingBusiness,
  closeOpenLead,
  companyWithOwnerEmail,
  confirmedBusiness,
  markExpiryReminders,
} from './repository';

const DAY_MS = 86_400_000;

/**
 * The poster closes its open lead, once: the update only applies to an open
 * lead, so of two closes (or a close and the expiry) exactly one counts and
 * a won lead's business is recorded exactly once. A won lead names another
 * member company and the order value; its winner hears of it by e-mail.
 */
export async function closeLead(
  ctx: AppContext,
  member: Member,
  leadId: string,
  body: LeadCloseBody,
): Promise<void> {
  const lead = await ownLead(ctx.db, member, leadId);
  const now = ctx.clock.now();
  let winner: { id: string; name: string; email: string } | null = null;
  if (body.outcome === 'won') {
    if (body.winnerCompanyId === lead.companyId) {
      throw validationError('winnerCompanyId', LEAD_MESSAGES.winnerIsPoster);
    }
    winner = await companyWithOwnerEmail(ctx.db, body.winnerCompanyId);
    if (!winner) throw validationError('winnerCompanyId', LEAD_MESSAGES.unknownWinner);
  }
  if (!isOpen(lead, now)) throw conflict(LEAD_MESSAGES.alreadyClosed);
  await ctx.db.transaction(async (tx) => {
    if (!(await closeOpenLead(tx, leadId, body, now))) {
      throw conflict(LEAD_MESSAGES.alreadyClosed);
    }
    if (winner && body.outcome === 'won') {
      const link = siteLink(ctx.config, `/my-leads?lead=${leadId}`);
      await enqueueMessage(tx, {
        channel: 'email',
        kind: 'lead-business-won',
        to: winner.email,
        subject: `Thank you for closed business: ${lead.companyName} gave you ${formatRupees(body.orderValue)}`,
        text: [
          `${lead.companyName} closed its lead "${lead.title}" as won by ${winner.name}, for an order of ${formatRupees(body.orderValue)}.`,
          '',
          `It counts as business you received once you confirm it. Confirm or dispute it (once) on the lead: ${link}`,
          '',
          `— ${CLUB_NAME}`,
        ].join('\n'),
        now,
      });
    }
  });
}

/**
 * The winner confirms or disputes the business, once (the update only
 * applies while it is pending). A confirmation changes the club's total.
 */
export async function answerBusiness(
  ctx: AppContext,
  member: Member,
  leadId: string,
  answer: 'confirm' | 'dispute',
): Promise<void> {
  const lead = await existingLead(ctx.db, leadId);
  if (lead.status !== 'won' || lead.winnerCompanyId !== member.companyId) {
    throw forbidden(LEAD_MESSAGES.onlyWinner);
  }
  const now = ctx.clock.now();
  if (!(await answerPendingBusiness(ctx.db, leadId, member.companyId, answer, now))) {
    throw conflict(LEAD_MESSAGES.alreadyAnswered);
  }
  if (answer === 'confirm') forgetBusinessTotal(ctx);
}

/** The club's confirmed business, computed at most every BUSINESS_TOTAL_CACHE_SECONDS per instance. */
const totals = new WeakMap<AppContext, { value: BusinessTotal; until: number }>();

function forgetBusinessTotal(ctx: AppContext): void {
  totals.delete(ctx);
}

export async function businessTotal(ctx: AppContext): Promise<BusinessTotal> {
  const time = ctx.clock.now().getTime();
  const cached = totals.get(ctx);
  if (cached && cached.until > time) return cached.value;
  const value = await confirmedBusiness(ctx.db);
  totals.set(ctx, { value, until: time + ctx.config.businessTotalCacheSeconds * 1000 });
  return value;
}

/**
 * Reminds posters of open leads that expire within LEAD_EXPIRY_REMINDER_DAYS,
 * exactly once per lead: the update that marks the lead reminded returns it
 * only to the one run that marked it, and the e-mail goes in that transaction.
 * A lead already expired gets no late reminder. Returns how many were sent.
 */
export async function sendExpiryReminders(
  ctx: AppContext,
  options: { batchSize?: number } = {},
): Promise<number> {
  const now = ctx.clock.now();
  const horizon = new Date(now.getTime() + LEAD_EXPIRY_REMINDER_DAYS * DAY_MS);
  return ctx.db.transaction(async (tx) => {
    const reminded = await markExpiryReminders(tx, now, horizon, options.batchSize ?? 50);
    for (const lead of reminded) {
      if (!lead.posterEmail) continue;
      const link = siteLink(ctx.config, `/my-leads?lead=${lead.id}`);
      const on = formatIndianDate(lead.expiresAt);
      await enqueueMessage(tx, {
        channel: 'email',
        kind: 'lead-expiry-reminder',
        to: lead.posterEmail,
        subject: `Your lead expires on ${on}: ${lead.title}`,
        text: [
          `Your lead "${lead.title}" leaves Browse Leads on ${on}.`,
          '',
          `Did it turn into business? Close it as won (and thank the member who won it), lost or withdrawn: ${link}`,
          '',
          `— ${CLUB_NAME}`,
        ].join('\n'),
        now,
      });
    }
    return reminded.length;
  });
}
