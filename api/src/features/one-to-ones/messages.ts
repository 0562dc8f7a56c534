import { CLUB_NAME } from '@club/contract/copy/club';
import { paths } from '@club/contract/site-pages';
import { formatIndianDateTime } from '@club/contract/india-time/format';
import type { AppContext } from '../../app-context';
import { siteLink } from '../../lib/site-links';
import { addAttachments } from '../../platform/outbox/attachments-repository';
import { enqueueMessage } from '../../platform/outbox/repository';
import type { Database } from '../../db/database';
import { oneToOneCalendar, oneToOneFileName } from './calendar';
import type { OneToOneRow } from './repository';

const times = (slots: readonly Date[]) =>
  slots.map((slot) => `- ${formatIndianDateTime(slot)} (India time)`);

interface Mail {
  to: string;
  subject: string;
  lines: string[];
  kind: string;
  calendar?: OneToOneRow;
}

async function send(ctx: AppContext, db: Database, mail: Mail, now: Date): Promise<void> {
  const id = await enqueueMessage(db, {
    channel: 'email',
    kind: mail.kind,
    to: mail.to,
    subject: mail.subject,
    text: [...mail.lines, '', `— ${CLUB_NAME}`].join('\n'),
    now,
  });
  if (mail.calendar) {
    await addAttachments(db, id, [
      {
        filename: oneToOneFileName(mail.calendar),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(oneToOneCalendar(ctx, mail.calendar), 'utf8'),
      },
    ]);
  }
}

/** Where members see and answer their 1-to-1s. */
const pageLink = (ctx: AppContext) => siteLink(ctx.config, paths.oneToOnes());

/** To the member asked: who, when, where, and where to answer. */
export function proposalMail(ctx: AppContext, db: Database, row: OneToOneRow, now: Date) {
  return send(
    ctx,
    db,
    {
      kind: 'one-to-one-proposed',
      to: row.inviteeEmail,
      subject: `${row.proposerName} proposes a 1-to-1`,
      lines: [
        `${row.proposerName} would like to meet you for a 1-to-1, at ${row.place}, at one of these times:`,
        ...times(row.slots),
        ...(row.message ? ['', row.message] : []),
        '',
        `Choose a time or decline on your 1-to-1s page: ${pageLink(ctx)}`,
      ],
    },
    now,
  );
}

/** To both members once a time is agreed, each with the calendar file. */
export async function acceptedMails(ctx: AppContext, db: Database, row: OneToOneRow, now: Date) {
  const when = formatIndianDateTime(row.acceptedSlot);
  for (const [to, other] of [
    [row.proposerEmail, row.inviteeName],
    [row.inviteeEmail, row.proposerName],
  ] as const) {
    await send(
      ctx,
      db,
      {
        kind: 'one-to-one-accepted',
        to,
        subject: `1-to-1 with ${other}: ${when}`,
        lines: [
          `Your 1-to-1 with ${other} is on ${when} (India time), at ${row.place}.`,
          'The attached file adds it to your calendar.',
          '',
          `Afterwards, log how it went on your 1-to-1s page: ${pageLink(ctx)}`,
        ],
        calendar: row,
      },
      now,
    );
  }
}

/** To the other member: the 1-to-1 was declined or cancelled. */
export function endedMail(
  ctx: AppContext,
  db: Database,
  row: OneToOneRow,
  by: 'proposer' | 'invitee',
  how: 'declined' | 'cancelled',
  now: Date,
) {
  const [to, name] =
    by === 'proposer' ? [row.inviteeEmail, row.proposerName] : [row.proposerEmail, row.inviteeName];
  return send(
    ctx,
    db,
    {
      kind: `one-to-one-${how}`,
      to,
      subject: `${name} ${how} the 1-to-1`,
      lines: [
        `${name} ${how} the 1-to-1${row.acceptedSlot ? ` of ${formatIndianDateTime(row.acceptedSlot)} (India time)` : ''}.`,
        '',
        `Your 1-to-1s: ${pageLink(ctx)}`,
      ],
      calendar: how === 'cancelled' && row.acceptedSlot ? row : undefined,
    },
    now,
  );
}
