import {
  INQUIRY_KIND_LABELS,
  INQUIRY_REPLY_PROMISE,
  type inquiryBodySchema,
} from '@club/contract/inquiries';
import type * as z from 'zod/mini';
import type { AppContext } from '../../app-context';
import { inquiries } from '../../db/schema/inquiries';
import { enqueueMessage } from '../../platform/outbox/repository';

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
  await ctx.db.transaction(async (tx) => {
    await tx.insert(inquiries).values({
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
      subject: 'We have your message',
      text: [
        `Dear ${inquiry.name},`,
        '',
        `Thank you for writing to BizBridge Club. ${INQUIRY_REPLY_PROMISE}.`,
        '',
        'Your message:',
        inquiry.message,
      ].join('\n'),
      now,
    });
  });
  return true;
}
