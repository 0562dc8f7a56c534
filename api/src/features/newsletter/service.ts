import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { CLUB_NAME } from '@club/contract/copy/club';
import { countOf } from '@club/contract/format/count';
import type { Locale } from '@club/contract/locales';
import { indianDay, indianMoment } from '@club/contract/india-time';
import {
  NEWSLETTER_CONFIRM_HOURS,
  NEWSLETTER_EXPORT_COLUMNS,
  NEWSLETTER_MESSAGES,
  type newsletterSubscribeBodySchema,
} from '@club/contract/newsletter';
import { paths } from '@club/contract/site-pages';
import type * as z from 'zod/mini';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { csvDocument } from '../../lib/csv';
import { siteLink } from '../../lib/site-links';
import { recordAudit } from '../../platform/audit-trail/repository';
import { translate } from '../../platform/messages/translate';
import { enqueueMessage } from '../../platform/outbox/repository';
import {
  findByConfirmTokenHash,
  findSubscriber,
  listConfirmed,
  lockSubscriber,
  updateSubscriber,
  type SubscriberRow,
} from './repository';

type SubscribeBody = z.infer<typeof newsletterSubscribeBodySchema>;

/** One mail per address per this long, however often the form is sent. */
export const NEWSLETTER_MAIL_GAP_MS = 10 * 60_000;
const CONFIRM_MS = NEWSLETTER_CONFIRM_HOURS * 60 * 60_000;

const invalidLink = () =>
  new AppError(400, 'VALIDATION_ERROR', NEWSLETTER_MESSAGES.invalidLink, 'token');

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The unsubscribe token of a subscriber: its id, signed, so it works in every mail ever sent. */
function unsubscribeToken(secret: string, id: string): string {
  return `${id}.${unsubscribeSignature(secret, id)}`;
}
function unsubscribeSignature(secret: string, id: string): string {
  return createHmac('sha256', secret).update(`newsletter-unsubscribe:${id}`).digest('base64url');
}

function unsubscribeLine(ctx: AppContext, row: SubscriberRow, language: Locale): string {
  const token = unsubscribeToken(ctx.config.otpSecret, row.id);
  return translate(language, 'newsletter.stop', {
    link: siteLink(ctx.config, `${paths.newsletter('unsubscribe')}?token=${token}`),
  });
}

/**
 * Signs an address up with double opt-in: a pending address gets a link to
 * confirm, an address already confirmed a reminder of how to leave. Every
 * caller gets the same answer, so the form tells nobody who subscribes; a
 * filled-in honeypot is a bot and changes nothing. Returns whether a mail was
 * queued.
 */
export async function subscribe(ctx: AppContext, body: SubscribeBody): Promise<boolean> {
  if (body.website) return false;
  const language = body.language ?? 'en';
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await lockSubscriber(tx, body.email, now);
    if (row.lastMailedAt && now.getTime() - row.lastMailedAt.getTime() < NEWSLETTER_MAIL_GAP_MS) {
      return false;
    }
    if (row.status === 'confirmed') {
      await enqueueMessage(tx, {
        channel: 'email',
        kind: 'newsletter-already-subscribed',
        to: row.email,
        // In the language of the page that asked; the subscription's own stays as it was.
        subject: translate(language, 'newsletter.already.subject'),
        text: [
          translate(language, 'newsletter.already.body', { club: CLUB_NAME }),
          '',
          unsubscribeLine(ctx, row, language),
        ].join('\n'),
        now,
      });
      await updateSubscriber(tx, row.id, { lastMailedAt: now });
      return true;
    }
    const token = randomBytes(32).toString('base64url');
    await updateSubscriber(tx, row.id, {
      status: 'pending',
      confirmTokenHash: hashToken(token),
      confirmExpiresAt: new Date(now.getTime() + CONFIRM_MS),
      lastMailedAt: now,
      // Not yet confirmed: the language of the page that asks is the subscription's.
      language,
    });
    await enqueueMessage(tx, {
      channel: 'email',
      kind: 'newsletter-confirmation',
      to: row.email,
      subject: translate(language, 'newsletter.confirm.subject'),
      text: [
        translate(language, 'newsletter.confirm.ask', { club: CLUB_NAME }),
        siteLink(ctx.config, `${paths.newsletter('confirm')}?token=${token}`),
        '',
        translate(language, 'newsletter.confirm.hours', {
          hours: String(NEWSLETTER_CONFIRM_HOURS),
        }),
        '',
        unsubscribeLine(ctx, row, language),
      ].join('\n'),
      now,
    });
    return true;
  });
}

/** Opens a confirmation link: the address gets India Insights, with a welcome that says how to leave. */
export async function confirm(ctx: AppContext, token: string): Promise<boolean> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await findByConfirmTokenHash(tx, hashToken(token));
    const usable =
      row &&
      row.status !== 'unsubscribed' &&
      row.confirmExpiresAt &&
      row.confirmExpiresAt.getTime() > now.getTime();
    if (!usable) throw invalidLink();
    // The same link opened twice confirms once.
    if (row.status === 'confirmed') return false;
    await updateSubscriber(tx, row.id, { status: 'confirmed', confirmedAt: now });
    await enqueueMessage(tx, {
      channel: 'email',
      kind: 'newsletter-welcome',
      to: row.email,
      subject: translate(row.language, 'newsletter.welcome.subject'),
      text: [
        translate(row.language, 'newsletter.welcome.body', { club: CLUB_NAME }),
        translate(row.language, 'newsletter.welcome.read', {
          link: siteLink(ctx.config, '/india-insights'),
        }),
        '',
        unsubscribeLine(ctx, row, row.language),
      ].join('\n'),
      now,
    });
    return true;
  });
}

/** Opens an unsubscribe link: no more mail, at once; opening it again changes nothing. */
export async function unsubscribe(ctx: AppContext, token: string): Promise<void> {
  const [id = '', signature = ''] = token.split('.');
  const expected = Buffer.from(unsubscribeSignature(ctx.config.otpSecret, id));
  const given = Buffer.from(signature);
  const signed = expected.length === given.length && timingSafeEqual(expected, given);
  const row = signed ? await findSubscriber(ctx.db, id) : null;
  if (!row) throw invalidLink();
  if (row.status === 'unsubscribed') return;
  await updateSubscriber(ctx.db, row.id, {
    status: 'unsubscribed',
    unsubscribedAt: ctx.clock.now(),
    confirmTokenHash: null,
    confirmExpiresAt: null,
  });
}

export interface SubscriberExport {
  fileName: string;
  csv: string;
}

/**
 * The confirmed subscribers as CSV, for an admin. Every export is recorded in
 * the audit trail (as its own subject: an export is not about one record), in
 * the transaction that reads the addresses.
 */
export async function exportConfirmedSubscribers(
  ctx: AppContext,
  adminId: string,
): Promise<SubscriberExport> {
  const now = ctx.clock.now();
  const rows = await ctx.db.transaction(async (tx) => {
    const confirmed = await listConfirmed(tx);
    await recordAudit(tx, {
      action: 'newsletter.export',
      actor: { userId: adminId },
      subjectId: randomUUID(),
      subjectTitle: 'Confirmed newsletter subscribers',
      detail: countOf(confirmed.length, 'address', 'addresses'),
      at: now,
    });
    return confirmed;
  });
  return {
    fileName: `newsletter-subscribers-${indianDay(now)}.csv`,
    csv: csvDocument(
      NEWSLETTER_EXPORT_COLUMNS,
      rows.map((row) => [row.email, row.confirmedAt ? indianMoment(row.confirmedAt) : '']),
    ),
  };
}
