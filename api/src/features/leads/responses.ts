import { CLUB_NAME } from '@club/contract/copy/club';
import { LEAD_MESSAGES, type LeadResponse } from '@club/contract/leads';
import type { AppContext } from '../../app-context';
import { forbidden } from '../../http/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import { siteLink } from '../../lib/site-links';
import type { Member } from '../../platform/access/require-member';
import { channelsFor } from '../../platform/consents/notification-preferences';
import { translate } from '../../platform/messages/translate';
import { enqueueMessage } from '../../platform/outbox/repository';
import { conflict, existingLead, isOpen, ownLead } from './lead-checks';
import { insertLeadResponse, responsesOfLead, type ResponseRow } from './repository';

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
 * the lead is open. The poster hears of it on the channels their preferences
 * allow (by default by e-mail), in the same transaction.
 */
export async function respondToLead(
  ctx: AppContext,
  member: Member,
  leadId: string,
  message: string,
): Promise<LeadResponse> {
  const lead = await existingLead(ctx.db, leadId);
  if (lead.companyId === member.companyId) throw forbidden(LEAD_MESSAGES.ownLead);
  const now = ctx.clock.now();
  if (!isOpen(lead, now)) throw conflict(LEAD_MESSAGES.notOpen);
  try {
    const response = await ctx.db.transaction(async (tx) => {
      const stored = await insertLeadResponse(tx, {
        leadId,
        companyId: member.companyId,
        userId: member.userId,
        message,
        createdAt: now,
      });
      // In the poster's language, on each channel their preferences allow (by default e-mail).
      const delivery = await channelsFor(tx, lead.ownerUserId, 'leadResponses');
      const language = lead.posterLanguage;
      const link = siteLink(ctx.config, `/my-leads?lead=${leadId}`);
      if (delivery.channels.includes('email')) {
        const values = {
          club: CLUB_NAME,
          company: stored.companyName,
          title: lead.title,
          message,
          contact: `${stored.contactName}, ${stored.contactEmail}${stored.contactPhone ? `, ${stored.contactPhone}` : ''}`,
          link,
        };
        await enqueueMessage(tx, {
          channel: 'email',
          kind: 'lead-response',
          to: lead.posterEmail,
          subject: translate(language, 'leadResponse.subject', values),
          text: translate(language, 'leadResponse.body', values),
          now,
        });
      }
      if (delivery.channels.includes('sms') && delivery.phone) {
        await enqueueMessage(tx, {
          channel: 'sms',
          kind: 'lead-response',
          to: delivery.phone,
          subject: null,
          text: translate(language, 'leadResponse.sms', {
            club: CLUB_NAME,
            company: stored.companyName,
            title: lead.title.slice(0, 60),
            link,
          }),
          now,
        });
      }
      return stored;
    });
    return toResponse(response);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(LEAD_MESSAGES.alreadyResponded);
    throw error;
  }
}

/** The responses to the poster's lead, newest first. */
export async function responsesTo(
  ctx: AppContext,
  member: Member,
  leadId: string,
): Promise<{ items: LeadResponse[] }> {
  await ownLead(ctx.db, member, leadId);
  const rows = await responsesOfLead(ctx.db, leadId);
  return { items: rows.map(toResponse) };
}
