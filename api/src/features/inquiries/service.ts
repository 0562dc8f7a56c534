import {
  INQUIRY_KIND_LABELS,
  INQUIRY_REPLY_PROMISE,
  INQUIRY_STATUS_LABELS,
  type inquiryBodySchema,
  type InquiryStatus,
} from '@club/contract/inquiries';
import { CLUB_NAME } from '@club/contract/copy/club';
import type * as z from 'zod/mini';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/app-error';
import { recordAudit } from '../../platform/audit-trail/repository';
import { contractTextIn } from '../../platform/messages/contract-texts';
import { translate } from '../../platform/messages/translate';
import { enqueueMessage } from '../../platform/outbox/repository';
import {
  insertInquiry,
  insertInquiryReply,
  lockInquiry,
  updateInquiry,
  usernameOf,
  type InquiryRow,
} from './repository';

type Inquiry = z.infer<typeof inquiryBodySchema>;

function inboxText(inquiry: Inquiry): string {
  const lines = [
    `${INQUIRY_KIND_LABELS[inquiry.kind]} message from ${inquiry.page}`,
    '',
    `Name: ${inquiry.name}`,
    `E-mail: ${inquiry.email}`,
    inquiry.phone ? `Phone: ${inquiry.phone}` : null,
    inquiry.companyName ? `Company: ${inquiry.companyName}` : null,
    inquiry.category ? `Category: ${inquiry.category}` : null,
    inquiry.subject ? `Subject: ${inquiry.subject}` : null,
    '',
    inquiry.message,
  ];
  return lines.filter((line) => line !== null).join('\n');
}

/**
 * Keeps an inquiry and e-mails it to the club's inbox, with an
 * acknowledgement to the sender, in one transaction (the outbox delivers
 * both). A filled-in honeypot is a bot: it is answered like anyone else so it
 * learns nothing, and nothing is kept or sent.
 */
export async function receiveInquiry(ctx: AppContext, inquiry: Inquiry): Promise<boolean> {
  if (inquiry.website) return false;
  const now = ctx.clock.now();
  const language = inquiry.language ?? 'en';
  await ctx.db.transaction(async (tx) => {
    await insertInquiry(tx, {
      kind: inquiry.kind,
      name: inquiry.name,
      email: inquiry.email,
      phone: inquiry.phone || null,
      companyName: inquiry.companyName || null,
      category: inquiry.category || null,
      subject: inquiry.subject || null,
      message: inquiry.message,
      page: inquiry.page,
      createdAt: now,
    });
    await enqueueMessage(tx, {
      channel: 'email',
      kind: `inquiry-${inquiry.kind}`,
      to: ctx.config.clubInboxEmail,
      subject: `${INQUIRY_KIND_LABELS[inquiry.kind]}: ${inquiry.subject || inquiry.name}`,
      text: inboxText(inquiry),
      now,
    });
    await enqueueMessage(tx, {
      channel: 'email',
      kind: 'inquiry-acknowledgement',
      to: inquiry.email,
      // In the language of the page the message was sent from.
      subject: translate(language, 'inquiryAck.subject'),
      text: [
        translate(language, 'letter.dear', { name: inquiry.name }),
        '',
        translate(language, 'inquiryAck.thanks', {
          club: CLUB_NAME,
          promise: contractTextIn(language, INQUIRY_REPLY_PROMISE),
        }),
        '',
        translate(language, 'letter.yourMessage'),
        inquiry.message,
      ].join('\n'),
      now,
    });
  });
  return true;
}

export interface InquiryChange {
  status?: InquiryStatus | undefined;
  notes?: string | undefined;
}

/** The timestamps a status sets: the moment of the change for its own, none for the others. */
function statusTimes(status: InquiryStatus, now: Date) {
  return {
    answeredAt: status === 'answered' ? now : null,
    closedAt: status === 'closed' ? now : null,
  };
}

/**
 * An admin changes an inquiry's status or notes. The audit entry says what
 * changed (the status from and to; that the notes changed, not what they say)
 * and is written in the same transaction; a change that changes nothing is
 * not recorded.
 */
export async function updateInquiryByAdmin(
  ctx: AppContext,
  adminId: string,
  id: string,
  change: InquiryChange,
): Promise<InquiryRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await lockInquiry(tx, id);
    if (!row) throw notFound('This inquiry does not exist.');
    const statusChanged = change.status !== undefined && change.status !== row.status;
    const notesChanged = change.notes !== undefined && change.notes !== row.notes;
    if (!statusChanged && !notesChanged) return row;

    const details: string[] = [];
    if (statusChanged && change.status) {
      details.push(
        `Status: ${INQUIRY_STATUS_LABELS[row.status]} → ${INQUIRY_STATUS_LABELS[change.status]}`,
      );
    }
    if (notesChanged) details.push(change.notes ? 'Notes edited' : 'Notes cleared');

    const updated = await updateInquiry(tx, id, {
      ...(statusChanged && change.status
        ? { status: change.status, ...statusTimes(change.status, now) }
        : {}),
      ...(notesChanged ? { notes: change.notes } : {}),
    });
    await recordAudit(tx, {
      action: 'inquiry.update',
      actor: { userId: adminId },
      subjectId: row.id,
      subjectTitle: `${INQUIRY_KIND_LABELS[row.kind]} from ${row.name}`,
      detail: details.join('; '),
      at: now,
    });
    return updated;
  });
}

/** The e-mail a reply becomes: plain text, the staff's words, then what it answers. */
function replyEmailText(inquiry: InquiryRow, reply: string, staffName: string, clubInbox: string) {
  return [
    `Dear ${inquiry.name},`,
    '',
    reply,
    '',
    `${staffName}, BizBridge Club`,
    '',
    `To answer, reply to this e-mail or write to ${clubInbox}.`,
    '',
    `Your message (${INQUIRY_KIND_LABELS[inquiry.kind]}):`,
    inquiry.message,
  ].join('\n');
}

/**
 * Staff reply to an inquiry from the back office: the reply is recorded on
 * the inquiry (its text, who sent it, when), e-mailed to the sender as plain
 * text with the club's inbox as the address to answer to, and the audit trail
 * notes it, all in one transaction. A new inquiry becomes answered.
 */
export async function replyToInquiry(
  ctx: AppContext,
  staffId: string,
  id: string,
  text: string,
): Promise<InquiryRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await lockInquiry(tx, id);
    if (!row) throw notFound('This inquiry does not exist.');
    const staffName = (await usernameOf(tx, staffId)) ?? 'The club team';
    await insertInquiryReply(tx, {
      inquiryId: row.id,
      text,
      sentBy: staffId,
      sentByName: staffName,
      sentAt: now,
    });
    const updated =
      row.status === 'new'
        ? await updateInquiry(tx, id, { status: 'answered', ...statusTimes('answered', now) })
        : row;
    await enqueueMessage(tx, {
      channel: 'email',
      kind: 'inquiry-reply',
      to: row.email,
      subject: `Re: ${row.subject || INQUIRY_KIND_LABELS[row.kind]}`,
      text: replyEmailText(row, text, staffName, ctx.config.clubInboxEmail),
      replyTo: ctx.config.clubInboxEmail,
      now,
    });
    await recordAudit(tx, {
      action: 'inquiry.reply',
      actor: { userId: staffId },
      subjectId: row.id,
      subjectTitle: `${INQUIRY_KIND_LABELS[row.kind]} from ${row.name}`,
      detail: row.status === 'new' ? 'Reply e-mailed; Status: New → Answered' : 'Reply e-mailed',
      at: now,
    });
    return updated;
  });
}
