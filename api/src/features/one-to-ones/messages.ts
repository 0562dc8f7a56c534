import { CLUB_NAME } from '@club/contract/copy/club';
import type { Locale } from '@club/contract/locales';
import { paths } from '@club/contract/site-pages';
import type { AppContext } from '../../app-context';
import { siteLink } from '../../lib/site-links';
import { messageMoment } from '../../platform/messages/dates';
import { translate, type MessageId, type MessageValues } from '../../platform/messages/translate';
import { addAttachments } from '../../platform/outbox/attachments-repository';
import { enqueueMessage } from '../../platform/outbox/repository';
import type { Database } from '../../db/database';
import { oneToOneCalendar, oneToOneFileName } from './calendar';
import type { OneToOneRow } from './repository';

interface Mail {
  to: string;
  language: Locale;
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
    text: [
      ...mail.lines,
      '',
      translate(mail.language, 'letter.signature', { club: CLUB_NAME }),
    ].join('\n'),
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

/** The words of a mail in the recipient's language. */
const wordsIn =
  (language: Locale) =>
  (id: MessageId, values: MessageValues = {}) =>
    translate(language, id, values);

/** To the member asked, in their language: who, when, where, and where to answer. */
export function proposalMail(ctx: AppContext, db: Database, row: OneToOneRow, now: Date) {
  const language = row.inviteeLanguage;
  const words = wordsIn(language);
  return send(
    ctx,
    db,
    {
      kind: 'one-to-one-proposed',
      to: row.inviteeEmail,
      language,
      subject: words('oneToOne.proposed.subject', { name: row.proposerName }),
      lines: [
        words('oneToOne.proposed.body', { name: row.proposerName, place: row.place }),
        ...row.slots.map((slot) => words('oneToOne.time', { when: messageMoment(language, slot) })),
        ...(row.message ? ['', row.message] : []),
        '',
        words('oneToOne.proposed.answer', { link: pageLink(ctx) }),
      ],
    },
    now,
  );
}

/** To both members once a time is agreed, each in their language and with the calendar file. */
export async function acceptedMails(ctx: AppContext, db: Database, row: OneToOneRow, now: Date) {
  for (const [to, other, language] of [
    [row.proposerEmail, row.inviteeName, row.proposerLanguage],
    [row.inviteeEmail, row.proposerName, row.inviteeLanguage],
  ] as const) {
    const words = wordsIn(language);
    const when = messageMoment(language, row.acceptedSlot);
    await send(
      ctx,
      db,
      {
        kind: 'one-to-one-accepted',
        to,
        language,
        subject: words('oneToOne.accepted.subject', { name: other, when }),
        lines: [
          words('oneToOne.accepted.body', { name: other, when, place: row.place }),
          words('oneToOne.accepted.calendar'),
          '',
          words('oneToOne.accepted.log', { link: pageLink(ctx) }),
        ],
        calendar: row,
      },
      now,
    );
  }
}

/** To the other member, in their language: the 1-to-1 was declined or cancelled. */
export function endedMail(
  ctx: AppContext,
  db: Database,
  row: OneToOneRow,
  by: 'proposer' | 'invitee',
  how: 'declined' | 'cancelled',
  now: Date,
) {
  const [to, name, language] =
    by === 'proposer'
      ? [row.inviteeEmail, row.proposerName, row.inviteeLanguage]
      : [row.proposerEmail, row.inviteeName, row.proposerLanguage];
  const words = wordsIn(language);
  return send(
    ctx,
    db,
    {
      kind: `one-to-one-${how}`,
      to,
      language,
      subject: words('oneToOne.ended.subject', { name, how }),
      lines: [
        row.acceptedSlot
          ? words('oneToOne.ended.bodyAt', {
              name,
              how,
              when: messageMoment(language, row.acceptedSlot),
            })
          : words('oneToOne.ended.body', { name, how }),
        '',
        words('oneToOne.ended.page', { link: pageLink(ctx) }),
      ],
      calendar: how === 'cancelled' && row.acceptedSlot ? row : undefined,
    },
    now,
  );
}
