import { createHmac, timingSafeEqual } from 'node:crypto';
import { visitorStopEmailsPath } from '@club/contract/site-pages';
import { VISITOR_MESSAGES as M, type VisitorEmailsWithdrawal } from '@club/contract/visitors';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/app-error';
import { siteLink } from '../../lib/site-links';
import { recordEmailsConsentWithdrawn } from './audit-entries';
import { findInvitation, withdrawEmailsConsent } from './repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(secret: string, invitationId: string): string {
  return createHmac('sha256', secret)
    .update(`visitor-emails-stop:${invitationId}`)
    .digest('base64url');
}

/**
 * The token of a visitor's "stop these e-mails" link: the invitation's id,
 * signed, so the same link works in every such e-mail and nothing is stored.
 */
export function emailsStopToken(secret: string, invitationId: string): string {
  return `${invitationId}.${signature(secret, invitationId)}`;
}

/** The invitation a token was signed for, or null for a token the API did not sign. */
function invitationIdOf(secret: string, token: string): string | null {
  const [id = '', given = '', ...rest] = token.split('.');
  if (rest.length > 0 || !UUID.test(id)) return null;
  const expected = Buffer.from(signature(secret, id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null;
}

/** The last lines of every e-mail a visitor gets because they consented to them. */
export function emailsStopLines(ctx: AppContext, invitationId: string): string[] {
  const link = siteLink(
    ctx.config,
    visitorStopEmailsPath(emailsStopToken(ctx.config.otpSecret, invitationId)),
  );
  return [
    '',
    'You get this e-mail because you asked for it when you registered.',
    `To stop these e-mails: ${link}`,
  ];
}

/**
 * The visitor withdraws their consent to the meeting's reminder and
 * follow-up e-mails with the link from one of them: idempotent (a second
 * press answers the first time), no sign-in; an unsigned token is a 404.
 * The first press goes to the audit trail, as done by the visitor.
 */
export async function stopVisitorEmails(
  ctx: AppContext,
  token: string,
): Promise<VisitorEmailsWithdrawal> {
  const id = invitationIdOf(ctx.config.otpSecret, token);
  const now = ctx.clock.now();
  const withdrawn = id
    ? await ctx.db.transaction(async (tx) => {
        const done = await withdrawEmailsConsent(tx, id, now);
        const row = done?.first ? await findInvitation(tx, id) : null;
        if (row) await recordEmailsConsentWithdrawn(tx, row, now);
        return done;
      })
    : null;
  if (!withdrawn) throw notFound(M.emailsLinkInvalid);
  return { message: M.emailsWithdrawn, withdrawnAt: withdrawn.at.toISOString() };
}
