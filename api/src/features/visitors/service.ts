import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  formatTicketCode,
  TICKET_CODE_ALPHABET,
  TICKET_CODE_LENGTH,
  TICKET_QR_PREFIX,
} from '@club/contract/events';
import {
  VISITOR_EMAILS_CONSENT_VERSION,
  VISITOR_INVITES_PER_DAY,
  VISITOR_MESSAGES as M,
  type VisitorInvitation,
  type VisitorInvitationView,
  type VisitorInviteBody,
  type VisitorMeeting,
  type VisitorRegistrationBody,
  type VisitorStage,
  type VisitorTicket,
} from '@club/contract/visitors';
import type { AppContext } from '../../app-context';
import { AppError, forbidden, notFound, tooManyRequests } from '../../http/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { Member } from '../../platform/access/require-member';
import { recordInvitationWithdrawn } from './audit-entries';
import { invitationMail, registrationLink, visitorTicketMail } from './messages';
import {
  chapterOf,
  findInvitation,
  insertInvitation,
  invitationByTokenHash,
  invitationsBy,
  invitationsSince,
  meetingFacts,
  registerIfUnused,
  withdrawIfUnregistered,
  type InvitationRow,
} from './repository';

const DAY_MS = 86_400_000;
const LIST_LIMIT = 100;

const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
const gone = (message: string) => new AppError(410, 'GONE', message);

/** Only the hash of a link's token is stored: the database alone cannot register anyone. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The same alphabet and length as a member's ticket, so the check-in page takes either. */
function newTicketCode(): string {
  return Array.from(
    { length: TICKET_CODE_LENGTH },
    () => TICKET_CODE_ALPHABET[randomInt(TICKET_CODE_ALPHABET.length)],
  ).join('');
}

/** The furthest step a visitor reached. */
export function stageOf(row: InvitationRow): VisitorStage {
  if (row.joinedAt) return 'joined';
  if (row.followUpSentAt) return 'followed-up';
  if (row.checkedInAt) return 'attended';
  if (row.registeredAt) return 'registered';
  return 'invited';
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function toMeetingSummary(row: InvitationRow): VisitorMeeting {
  return {
    id: row.meetingId,
    chapter: { id: row.chapterId, name: row.chapterName, city: row.city },
    startsAt: row.meetingStartsAt.toISOString(),
    endsAt: row.meetingEndsAt.toISOString(),
    venue: row.venue,
    address: row.address,
    status: row.meetingStatus,
  };
}

export function toInvitation(row: InvitationRow): VisitorInvitation {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    businessName: row.businessName,
    meeting: toMeetingSummary(row),
    stage: stageOf(row),
    invitedAt: row.createdAt.toISOString(),
    registeredAt: iso(row.registeredAt),
    checkedInAt: iso(row.checkedInAt),
    followedUpAt: iso(row.followUpSentAt),
    followUp: row.followUpKind,
    joinedAt: iso(row.joinedAt),
    withdrawnAt: iso(row.withdrawnAt),
  };
}

/**
 * A member invites a guest to one of their own chapter's meetings that is
 * still ahead: at most VISITOR_INVITES_PER_DAY in 24 hours, one invitation
 * per address and meeting (the unique index decides between two at once).
 * The guest is e-mailed a single-use link in the same transaction.
 */
export async function inviteVisitor(
  ctx: AppContext,
  member: Member,
  body: VisitorInviteBody & { email: string },
): Promise<VisitorInvitation> {
  const now = ctx.clock.now();
  const meeting = await meetingFacts(ctx.db, body.meetingId);
  if (!meeting) throw notFound(M.meetingNotFound);
  if ((await chapterOf(ctx.db, member.userId)) !== meeting.chapterId) {
    throw forbidden(M.notInYourChapter);
  }
  if (meeting.status === 'cancelled' || meeting.startsAt.getTime() <= now.getTime()) {
    throw conflict(M.meetingNotOpen);
  }
  if (
    (await invitationsSince(ctx.db, member.userId, new Date(now.getTime() - DAY_MS))) >=
    VISITOR_INVITES_PER_DAY
  ) {
    throw tooManyRequests(M.tooMany);
  }
  const token = randomBytes(32).toString('base64url');
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const stored = await insertInvitation(tx, {
        meetingId: meeting.id,
        invitedByUserId: member.userId,
        name: body.name,
        email: body.email,
        mobile: body.mobile,
        businessName: body.businessName,
        tokenHash: hashToken(token),
        createdAt: now,
      });
      const row = await findInvitation(tx, stored);
      if (row) await invitationMail(tx, row, registrationLink(ctx, token), now);
      return stored;
    });
    const row = await findInvitation(ctx.db, id);
    if (!row) throw notFound(M.invitationNotFound);
    return toInvitation(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.alreadyInvited);
    throw error;
  }
}

export async function myInvitations(ctx: AppContext, member: Member) {
  const rows = await invitationsBy(ctx.db, member.userId, LIST_LIMIT);
  return { items: rows.map(toInvitation) };
}

/**
 * The inviting member withdraws an invitation the guest has not registered
 * with; its link then says so. Whose it is comes first: another member's (or
 * an unknown) invitation is a 404, so nobody learns which ids exist; a guest
 * who registered already is a 409. Withdrawing twice answers the same. The
 * withdrawal goes to the audit trail once, with the withdrawing member.
 */
export async function withdrawInvitation(
  ctx: AppContext,
  member: Member,
  id: string,
): Promise<VisitorInvitation> {
  const row = await findInvitation(ctx.db, id);
  if (!row || row.invitedByUserId !== member.userId) throw notFound(M.invitationMissing);
  if (row.registeredAt) throw conflict(M.cannotWithdrawRegistered);
  if (!row.withdrawnAt) {
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      // The guest registered in the same moment.
      if (!(await withdrawIfUnregistered(tx, id, member.userId, now))) {
        throw conflict(M.cannotWithdrawRegistered);
      }
      await recordInvitationWithdrawn(tx, row, member.userId, now);
    });
  }
  const after = await findInvitation(ctx.db, id);
  if (!after) throw notFound(M.invitationMissing);
  return toInvitation(after);
}

/**
 * The invitation behind a token, while it can be used: unknown tokens are a
 * 404; a withdrawn or used one, or one whose meeting is over or cancelled, a 410.
 */
async function usableInvitation(ctx: AppContext, token: string): Promise<InvitationRow> {
  const row = await invitationByTokenHash(ctx.db, hashToken(token));
  if (!row) throw notFound(M.invitationNotFound);
  if (row.withdrawnAt) throw gone(M.invitationWithdrawn);
  if (row.registeredAt) throw gone(M.invitationUsed);
  if (
    row.meetingStatus === 'cancelled' ||
    row.meetingEndsAt.getTime() <= ctx.clock.now().getTime()
  ) {
    throw gone(M.invitationExpired);
  }
  return row;
}

export async function openInvitation(
  ctx: AppContext,
  token: string,
): Promise<VisitorInvitationView> {
  const row = await usableInvitation(ctx, token);
  return {
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    businessName: row.businessName,
    invitedBy: row.inviterName,
    meeting: toMeetingSummary(row),
  };
}

/**
 * The guest registers with the link, once: their details as they confirmed
 * them, consent to the privacy notice (its version and the time) and their
 * choice about the reminder e-mails. They get a ticket, e-mailed with its QR code.
 */
export async function registerVisitor(
  ctx: AppContext,
  body: VisitorRegistrationBody & { email: string },
): Promise<VisitorTicket> {
  const row = await usableInvitation(ctx, body.token);
  const now = ctx.clock.now();
  const code = newTicketCode();
  try {
    await ctx.db.transaction(async (tx) => {
      const registered = await registerIfUnused(tx, row.id, {
        name: body.name,
        email: body.email,
        mobile: body.mobile,
        businessName: body.businessName,
        registeredAt: now,
        privacyNoticeVersion: body.privacyNoticeVersion,
        emailsConsent: body.emailsConsent,
        emailsConsentVersion: VISITOR_EMAILS_CONSENT_VERSION,
        ticketCode: code,
      });
      if (!registered) throw gone(M.invitationUsed);
      const after = await findInvitation(tx, row.id);
      if (after) await visitorTicketMail(tx, after, code, now);
    });
  } catch (error) {
    // The guest changed their address to one already invited to this meeting.
    if (isUniqueViolation(error)) throw conflict(M.alreadyInvited);
    throw error;
  }
  return {
    name: body.name,
    code: formatTicketCode(code),
    qrText: `${TICKET_QR_PREFIX}${code}`,
    meeting: toMeetingSummary(row),
    emailsConsent: body.emailsConsent,
  };
}
