import { LEAD_MESSAGES } from '@club/contract/leads';
import type { Database } from '../../db/database';
import { AppError, forbidden, notFound } from '../../http/app-error';
import type { Member } from '../../platform/access/require-member';
import { findLeadFacts, type LeadFacts } from './repository';

/** A 409: the lead is no longer in the state the action needs. */
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

/** A lead is open until it is closed or its expiry passes. */
export function isOpen(lead: { status: string; expiresAt: Date }, now: Date): boolean {
  return lead.status === 'open' && lead.expiresAt.getTime() > now.getTime();
}

/** The lead, else 404. */
export async function existingLead(db: Database, leadId: string): Promise<LeadFacts> {
  const lead = await findLeadFacts(db, leadId);
  if (!lead) throw notFound(LEAD_MESSAGES.notFound);
  return lead;
}

/** The member's own lead (its company's, and the member posted it), else 404 or 403. */
export async function ownLead(db: Database, member: Member, leadId: string): Promise<LeadFacts> {
  const lead = await existingLead(db, leadId);
  if (lead.companyId !== member.companyId || lead.ownerUserId !== member.userId) {
    throw forbidden(LEAD_MESSAGES.onlyPoster);
  }
  return lead;
}
