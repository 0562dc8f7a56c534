import { DAY_MS } from '@club/contract/india-time';
import type { BusinessTotal } from '@club/contract/business-total';
import { CLUB_NAME } from '@club/contract/copy/club';
import { formatRupees } from '@club/contract/format/currency';
import { LEAD_EXPIRY_REMINDER_DAYS, LEAD_MESSAGES, type LeadCloseBody } from '@club/contract/leads';
import type { AppContext } from '../../app-context';
import { forbidden, validationError } from '../../http/app-error';
import { siteLink } from '../../lib/site-links';
import type { Member } from '../../platform/access/require-member';
import { messageDate } from '../../platform/messages/dates';
import { translate } from '../../platform/messages/translate';
import { enqueueMessage } from '../../platform/outbox/repository';
import { conflict, existingLead, isOpen, ownLead } from './lead-checks';
import {
  answerPendingBusiness,
  closeOpenLead,
  companyWithOwnerEmail,
  confirmedBusiness,
  markExpiryReminders,
} from './repository';

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
  let winner: Awaited<ReturnType<typeof companyWithOwnerEmail>> = null;
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
      // In the language of the winner's owner.
      const values = {
        club: CLUB_NAME,
        company: lead.companyName,
        title: lead.title,
        winner: winner.name,
        amount: formatRupees(body.orderValue),
        link: siteLink(ctx.config, `/my-leads?lead=${leadId}`),
      };
      await enqueueMessage(tx, {
        channel: 'email',
        kind: 'lead-business-won',
        to: winner.email,
        subject: translate(winner.language, 'leadWon.subject', values),
        text: translate(winner.language, 'leadWon.body', values),
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
      // In the poster's language, its date too (its month named as the site's pages name it).
      const values = {
        club: CLUB_NAME,
        title: lead.title,
        date: messageDate(lead.posterLanguage, lead.expiresAt),
        link: siteLink(ctx.config, `/my-leads?lead=${lead.id}`),
      };
      await enqueueMessage(tx, {
        channel: 'email',
        kind: 'lead-expiry-reminder',
        to: lead.posterEmail,
        subject: translate(lead.posterLanguage, 'leadExpiry.subject', values),
        text: translate(lead.posterLanguage, 'leadExpiry.body', values),
        now,
      });
    }
    return reminded.length;
  });
}
