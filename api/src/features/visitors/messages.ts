import QRCode from 'qrcode';
import { CLUB_NAME } from '@club/contract/copy/club';
import { formatTicketCode, TICKET_QR_PREFIX } from '@club/contract/events';
import { formatIndianDateTime } from '@club/contract/india-time/format';
import { paths, visitorRegistrationPath } from '@club/contract/site-pages';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { siteLink } from '../../lib/site-links';
import { addAttachments } from '../../platform/outbox/attachments-repository';
import { enqueueMessage } from '../../platform/outbox/repository';
import { emailsStopLines } from './emails-consent';
import type { InvitationRow } from './repository';

interface Mail {
  kind: string;
  subject: string;
  lines: string[];
}

async function send(db: Database, row: InvitationRow, mail: Mail, now: Date): Promise<string> {
  return enqueueMessage(db, {
    channel: 'email',
    kind: mail.kind,
    to: row.email,
    subject: mail.subject,
    text: [`Hello ${row.name},`, '', ...mail.lines, '', `— ${CLUB_NAME}`].join('\n'),
    now,
  });
}

const when = (row: InvitationRow) => `${formatIndianDateTime(row.meetingStartsAt)} (India time)`;
const where = (row: InvitationRow) => `${row.venue}, ${row.address}`;

/** To the guest: who invited them, to what, and the link to register with (single use). */
export function invitationMail(db: Database, row: InvitationRow, link: string, now: Date) {
  return send(
    db,
    row,
    {
      kind: 'visitor-invitation',
      subject: `${row.inviterName} invites you to the ${row.chapterName} meeting`,
      lines: [
        `${row.inviterName} invites you to visit the ${row.chapterName} chapter of ${CLUB_NAME}, ` +
          'a business-networking club of producers and service providers.',
        '',
        `When: ${when(row)}`,
        `Where: ${where(row)}`,
        '',
        'To come, register here (the link is yours alone and works once):',
        link,
        '',
        'If you do not want to come, ignore this e-mail; nothing more will be sent.',
      ],
    },
    now,
  );
}

/** To the guest once registered: their ticket code, and its QR code attached. */
export async function visitorTicketMail(db: Database, row: InvitationRow, code: string, now: Date) {
  const id = await send(
    db,
    row,
    {
      kind: 'visitor-ticket',
      subject: `Your visitor ticket: ${row.chapterName}, ${formatIndianDateTime(row.meetingStartsAt)}`,
      lines: [
        `You are registered as ${row.inviterName}'s guest at the ${row.chapterName} meeting.`,
        '',
        `When: ${when(row)}`,
        `Where: ${where(row)}`,
        `Ticket code: ${formatTicketCode(code)}`,
        '',
        'Show the attached QR code at the door, or tell the staff your ticket code.',
      ],
    },
    now,
  );
  const png = await QRCode.toBuffer(`${TICKET_QR_PREFIX}${code}`, { width: 320, margin: 2 });
  await addAttachments(db, id, [
    { filename: 'ticket-qr.png', contentType: 'image/png', content: png },
  ]);
}

/** Two working days before the meeting, to a visitor who asked for it (with the link to stop). */
export function reminderMail(ctx: AppContext, db: Database, row: InvitationRow, now: Date) {
  return send(
    db,
    row,
    {
      kind: 'visitor-reminder',
      subject: `Reminder: ${row.chapterName} meeting, ${formatIndianDateTime(row.meetingStartsAt)}`,
      lines: [
        `A reminder of the ${row.chapterName} meeting you registered for as ${row.inviterName}'s guest.`,
        '',
        `When: ${when(row)}`,
        `Where: ${where(row)}`,
        ...(row.ticketCode ? [`Ticket code: ${formatTicketCode(row.ticketCode)}`] : []),
        '',
        'Bring business cards: every visitor gets a minute to present their business.',
        ...emailsStopLines(ctx, row.id),
      ],
    },
    now,
  );
}

/** After the meeting: thanks to a visitor who came, or a word to one who did not (with the link to stop). */
export function followUpMail(
  ctx: AppContext,
  db: Database,
  row: InvitationRow,
  kind: 'thank-you' | 'missed-you',
  now: Date,
) {
  const membership = siteLink(ctx.config, paths.membership());
  return send(
    db,
    row,
    kind === 'thank-you'
      ? {
          kind: 'visitor-thank-you',
          subject: `Thank you for visiting ${row.chapterName}`,
          lines: [
            `Thank you for coming to the ${row.chapterName} meeting as ${row.inviterName}'s guest.`,
            '',
            `If you would like to become a member, see the plans and register your business: ${membership}`,
            `${row.inviterName} is happy to answer your questions.`,
            ...emailsStopLines(ctx, row.id),
          ],
        }
      : {
          kind: 'visitor-missed-you',
          subject: `We missed you at ${row.chapterName}`,
          lines: [
            `We missed you at the ${row.chapterName} meeting of ${formatIndianDateTime(row.meetingStartsAt)}.`,
            '',
            `Ask ${row.inviterName} to invite you to another meeting, or see how membership works: ${membership}`,
            ...emailsStopLines(ctx, row.id),
          ],
        },
    now,
  );
}

/** The page the guest registers on, with the token behind the hash. */
export function registrationLink(ctx: AppContext, token: string): string {
  return siteLink(ctx.config, visitorRegistrationPath(token));
}
