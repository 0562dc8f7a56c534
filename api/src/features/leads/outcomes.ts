import { formatIndianDate } from '@club/contract/format/india-date';
import type { BusinessTotal } from '@club/contract/business-total';
import { CLUB_NAME } from '@club/contract/copy/club';
import { formatRupees } from '@club/contract/format/currency';
import {
  LEAD_EXPIRY_REMINDER_DAYS,
  LEAD_MESSAGES,
  type LeadCloseBody,
  type LeadResponse,
} from '@club/contract/leads';
import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { companies, companyProfiles } from '../../db/schema/companies';
import { leadResponses, leads } from '../../db/schema/leads';
import { users } from '../../db/schema/users';
import { AppError, forbidden, notFound, validationError } from '../../http/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import { siteLink } from '../../lib/site-links';
import type { Member } from '../../platform/access/require-member';
import { enqueueMessage } from '../../platform/outbox/repository';

const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

const DAY_MS = 86_400_000;

/** The lead's owner and state, and where its poster reads e-mail. */
async function leadFacts(db: Database, id: string) {
  const [row] = await db
    .select({
      id: leads.id,
      title: leads.title,
      companyId: leads.companyId,
      companyName: companies.name,
      ownerUserId: companies.ownerUserId,
      posterEmail: users.email,
      status: leads.status,
      expiresAt: leads.expiresAt,
      winnerCompanyId: leads.winnerCompanyId,
      businessConfirmation: leads.businessConfirmation,
    })
    .from(leads)
    .innerJoin(companies, eq(companies.id, leads.companyId))
    .innerJoin(users, eq(users.id, companies.ownerUserId))
    .where(eq(leads.id, id))
    .limit(1);
  return row ?? null;
}

function isOpen(lead: { status: string; expiresAt: Date }, now: Date): boolean {
  return lead.status === 'open' && lead.expiresAt.getTime() > now.getTime();
}

/** Responses with the responding company and its contact, newest first. */
function selectResponses(db: Database) {
  return db
    .select({
      id: leadResponses.id,
      leadId: leadResponses.leadId,
      companyId: leadResponses.companyId,
      companyName: companies.name,
      contactName: users.username,
      contactEmail: users.email,
      contactPhone: companyProfiles.primaryPhone,
      message: leadResponses.message,
      createdAt: leadResponses.createdAt,
    })
    .from(leadResponses)
    .innerJoin(companies, eq(companies.id, leadResponses.companyId))
    .innerJoin(users, eq(users.id, leadResponses.userId))
    .leftJoin(companyProfiles, eq(companyProfiles.companyId, leadResponses.companyId));
}

type ResponseRow = Awaited<ReturnType<ReturnType<typeof selectResponses>['execute']>>[number];

function toResponse(row: ResponseRow): LeadResponse {
  return {
    id: row.id,
    leadId: row.leadId,
    company: { id: row.companyId, name: row.companyName },
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * "I'm interested": one response per company per lead (the unique index
 * decides between two at once), never on the company's own lead, only while
 * the lead is open. The poster hears of it by e-mail, in the same transaction.
 */
export async function respondToLead(
  ctx: AppContext,
  member: Member,
  leadId: string,
  message: string,
): Promise<LeadResponse> {
  const lead = await leadFacts(ctx.db, leadId);
  if (!lead) throw notFound(LEAD_MESSAGES.notFound);
  if (lead.companyId === member.companyId) throw forbidden(LEAD_MESSAGES.ownLead);
  const now = ctx.clock.now();
  if (!isOpen(lead, now)) throw conflict(LEAD_MESSAGES.notOpen);
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(leadResponses)
        .values({
          leadId,
          companyId: member.companyId,
          userId: member.userId,
          message,
          createdAt: now,
        })
        .returning({ id: leadResponses.id });
      if (!stored) throw new Error('The response was not stored');
      const [response] = await selectResponses(tx).where(eq(leadResponses.id, stored.id));
      if (!response) throw new Error('The response was not stored');
      await enqueueMessage(tx, {
        channel: 'email',
        kind: 'lead-response',
        to: lead.posterEmail,
        subject: `${response.companyName} is interested in your lead: ${lead.title}`,
        text: [
          `${response.companyName} responded to your lead "${lead.title}":`,
          '',
          message,
          '',
          `Contact: ${response.contactName}, ${response.contactEmail}${response.contactPhone ? `, ${response.contactPhone}` : ''}`,
          '',
          `See every response on My Leads: ${siteLink(ctx.config, `/my-leads?lead=${leadId}`)}`,
          '',
          `— ${CLUB_NAME}`,
        ].join('\n'),
        now,
      });
      return response;
    });
    return toResponse(id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(LEAD_MESSAGES.alreadyResponded);
    throw error;
  }
}

/** The company's own lead, else 404 (no such lead) or 403 (another company's). */
async function ownLead(ctx: AppContext, member: Member, leadId: string) {
  const lead = await leadFacts(ctx.db, leadId);
  if (!lead) throw notFound(LEAD_MESSAGES.notFound);
  if (lead.companyId !== member.companyId || lead.ownerUserId !== member.userId) {
    throw forbidden(LEAD_MESSAGES.onlyPoster);
  }
  return lead;
}

/** The responses to the poster's lead, newest first. */
export async function responsesTo(
  ctx: AppContext,
  member: Member,
  leadId: string,
): Promise<{ items: LeadResponse[] }> {
  await ownLead(ctx, member, leadId);
  const rows = await selectResponses(ctx.db)
    .where(eq(leadResponses.leadId, leadId))
    .orderBy(desc(leadResponses.createdAt), desc(leadResponses.id));
  return { items: rows.map(toResponse) };
}

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
  const lead = await ownLead(ctx, member, leadId);
  const now = ctx.clock.now();
  let winner: { id: string; name: string; email: string } | null = null;
  if (body.outcome === 'won') {
    if (body.winnerCompanyId === lead.companyId) {
      throw validationError('winnerCompanyId', LEAD_MESSAGES.winnerIsPoster);
    }
    const [found] = await ctx.db
      .select({ id: companies.id, name: companies.name, email: users.email })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.ownerUserId))
      .where(eq(companies.id, body.winnerCompanyId))
      .limit(1);
    if (!found) throw validationError('winnerCompanyId', LEAD_MESSAGES.unknownWinner);
    winner = found;
  }
  if (!isOpen(lead, now)) throw conflict(LEAD_MESSAGES.alreadyClosed);
  await ctx.db.transaction(async (tx) => {
    const closed = await tx
      .update(leads)
      .set({
        status: body.outcome,
        closedAt: now,
        ...(body.outcome === 'won'
          ? {
              winnerCompanyId: body.winnerCompanyId,
              orderValue: body.orderValue,
              businessConfirmation: 'pending' as const,
            }
          : {}),
      })
      .where(and(eq(leads.id, leadId), eq(leads.status, 'open'), gt(leads.expiresAt, now)))
      .returning({ id: leads.id });
    if (closed.length === 0) throw conflict(LEAD_MESSAGES.alreadyClosed);
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
  const lead = await leadFacts(ctx.db, leadId);
  if (!lead) throw notFound(LEAD_MESSAGES.notFound);
  if (lead.status !== 'won' || lead.winnerCompanyId !== member.companyId) {
    throw forbidden(LEAD_MESSAGES.onlyWinner);
  }
  const now = ctx.clock.now();
  const answered = await ctx.db
    .update(leads)
    .set({
      businessConfirmation: answer === 'confirm' ? 'confirmed' : 'disputed',
      businessAnsweredAt: now,
    })
    .where(
      and(
        eq(leads.id, leadId),
        eq(leads.status, 'won'),
        eq(leads.winnerCompanyId, member.companyId),
        eq(leads.businessConfirmation, 'pending'),
      ),
    )
    .returning({ id: leads.id });
  if (answered.length === 0) throw conflict(LEAD_MESSAGES.alreadyAnswered);
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
  const [row] = await ctx.db
    .select({
      total: sql<string>`coalesce(sum(${leads.orderValue}), 0)`,
      count: sql<number>`count(*)::int`,
    })
    .from(leads)
    .where(and(eq(leads.status, 'won'), eq(leads.businessConfirmation, 'confirmed')));
  const value = { totalRupees: Number(row?.total ?? 0), wonLeads: Number(row?.count ?? 0) };
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
    const due = tx
      .select({ id: leads.id })
      .from(leads)
      .where(
        and(
          eq(leads.status, 'open'),
          isNull(leads.expiryRemindedAt),
          gt(leads.expiresAt, now),
          lte(leads.expiresAt, horizon),
        ),
      )
      .orderBy(leads.expiresAt)
      .limit(options.batchSize ?? 50)
      .for('update', { skipLocked: true });
    const reminded = await tx
      .update(leads)
      .set({ expiryRemindedAt: now })
      .where(and(sql`${leads.id} in (${due})`, isNull(leads.expiryRemindedAt)))
      .returning({
        id: leads.id,
        title: leads.title,
        companyId: leads.companyId,
        expiresAt: leads.expiresAt,
      });
    for (const lead of reminded) {
      const [poster] = await tx
        .select({ email: users.email })
        .from(companies)
        .innerJoin(users, eq(users.id, companies.ownerUserId))
        .where(eq(companies.id, lead.companyId))
        .limit(1);
      if (!poster) continue;
      const link = siteLink(ctx.config, `/my-leads?lead=${lead.id}`);
      const on = formatIndianDate(lead.expiresAt);
      await enqueueMessage(tx, {
        channel: 'email',
        kind: 'lead-expiry-reminder',
        to: poster.email,
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
