import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import type { OTP_PURPOSES } from '../../db/schema/auth';
import { tooManyRequests } from '../../http/app-error';
import { fallbackSteps } from '@club/contract/notification-preferences';
import { channelsFor } from '../consents/notification-preferences';
import { whatsAppRecipient } from '../consents/whatsapp-opt-ins';
import { enqueueMessage, enqueueWithFallback } from '../outbox/repository';
import { AUTH_MESSAGES } from './auth-messages';
import type { CodeRequester } from './code-requester';
import { generateCode, hashCode, newNonce, OTP_TTL_MS } from './otp-code';
import {
  codesRequestedSince,
  insertCode,
  latestCodeCreatedAt,
  lockAccountCodes,
  lockIdentifier,
} from './otp-repository';

const HOUR_MS = 60 * 60_000;

export interface CodeToIssue {
  channel: 'email' | 'sms';
  /** Lower-case e-mail address or +<country><number>: where the code goes. */
  identifier: string;
  /** The account the code is for; its codes count together, whatever the channel. */
  userId: string | null;
  /** The registration a `registration` code finishes (there is no account yet). */
  registrationId?: string;
  /** Who asked: each kind of requester spends budgets of its own (see codeBudgets). */
  requester: CodeRequester;
  /**
   * False when the identifier signs nobody in and nobody needs to hear of the
   * request: the code is stored and counted all the same (the same work and
   * limits as for a registered one), but no message goes out.
   */
  send: boolean;
  purpose: (typeof OTP_PURPOSES)[number];
  /** What the outbox records the message as (`sign-in-code`). */
  kind: string;
  /**
   * The message that goes to the identifier (usually carrying the code); `nonce`
   * is the one this function returns, for a message with a sign-in link (never
   * for one the visitor's browser asked for).
   */
  message: (code: string, nonce: string) => { subject: string | null; text: string };
  /**
   * The code's texts by SMS and by e-mail, for a code that goes to a member
   * with an active WhatsApp opt-in by WhatsApp first, then SMS, then e-mail
   * (each once); without it (or without an opt-in) it goes to the identifier only.
   */
  whatsAppFirst?: (
    channel: 'email' | 'sms',
    code: string,
  ) => { subject: string | null; text: string };
}

/** One hourly limit: at most `max` codes to the subject from this kind of requester. */
interface CodeBudget {
  max: number;
  kind: CodeRequester['kind'];
  /** Counted per network too (for requesters that are not the account's own). */
  network?: string;
}

/**
 * The budgets a code request spends, each counted on its own, so that nobody
 * spends another's: the account's own browsers and networks share
 * OTP_REQUESTS_PER_HOUR; everyone else shares OTP_REQUESTS_PER_HOUR_FROM_OTHERS,
 * at most OTP_REQUESTS_PER_HOUR_PER_NETWORK of them from any one network; the
 * back office has OTP_REQUESTS_PER_HOUR of its own. A stranger can use up the
 * strangers' budget, never the owner's or the staff's.
 */
function codeBudgets(ctx: AppContext, requester: CodeRequester): CodeBudget[] {
  const { otpRequestsPerHour, otpRequestsPerHourFromOthers, otpRequestsPerHourPerNetwork } =
    ctx.config;
  if (requester.kind === 'other') {
    return [
      { max: otpRequestsPerHourPerNetwork, kind: 'other', network: requester.network },
      { max: otpRequestsPerHourFromOthers, kind: 'other' },
    ];
  }
  return [{ max: otpRequestsPerHour, kind: requester.kind }];
}

/**
 * Issues a one-time code under the code rules (the hourly budgets of
 * codeBudgets, counted per account whether by e-mail or SMS, or per
 * identifier where there is no account, under locks; 10 minutes; only the
 * latest one the same requester asked for works) and queues its message,
 * inside the caller's transaction. Returns the nonce the client verifies it with.
 */
export async function issueCode(
  ctx: AppContext,
  tx: Database,
  issue: CodeToIssue,
): Promise<string> {
  const now = ctx.clock.now();
  await lockIdentifier(tx, issue.identifier);
  if (issue.userId) await lockAccountCodes(tx, issue.userId);
  const since = new Date(now.getTime() - HOUR_MS);
  for (const budget of codeBudgets(ctx, issue.requester)) {
    const recent = await codesRequestedSince(
      tx,
      {
        identifier: issue.identifier,
        userId: issue.userId,
        requesterKind: budget.kind,
        requesterNetwork: budget.network,
      },
      since,
    );
    if (recent.count >= budget.max) {
      const retryAt = (recent.oldest?.getTime() ?? now.getTime()) + HOUR_MS;
      throw tooManyRequests(AUTH_MESSAGES.tooManyCodeRequests, (retryAt - now.getTime()) / 1000);
    }
  }
  // Codes are ordered by creation time: keep it strictly increasing per identifier.
  const latest = await latestCodeCreatedAt(tx, issue.identifier);
  const createdAt =
    latest && latest.getTime() >= now.getTime() ? new Date(latest.getTime() + 1) : now;

  const code = generateCode();
  const nonce = newNonce();
  await insertCode(tx, {
    identifier: issue.identifier,
    userId: issue.userId,
    registrationId: issue.registrationId ?? null,
    purpose: issue.purpose,
    codeHash: hashCode(ctx.config.otpSecret, nonce, code),
    nonce,
    createdAt,
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    requesterKind: issue.requester.kind,
    requesterNetwork: issue.requester.kind === 'staff' ? null : issue.requester.network,
  });
  // A member's code goes by WhatsApp first, then SMS, then e-mail, on the channels their
  // preferences allow (e-mail is always one); without WhatsApp, to where it was asked for.
  // The preferences are read only for a member with WhatsApp, so a registered identifier
  // without it costs the same work as an unknown one.
  const withWhatsApp =
    issue.send && issue.whatsAppFirst && issue.userId
      ? await whatsAppRecipient(tx, issue.userId)
      : null;
  const delivery =
    withWhatsApp && issue.userId ? await channelsFor(tx, issue.userId, 'signInCodes') : null;
  const steps = delivery ? fallbackSteps(delivery.channels) : [];
  if (delivery?.phone && issue.whatsAppFirst && steps.includes('whatsapp')) {
    const texts = issue.whatsAppFirst;
    const sms = texts('sms', code);
    const phone = delivery.phone;
    await enqueueWithFallback(tx, {
      kind: issue.kind,
      now,
      steps: steps.map((channel) =>
        channel === 'whatsapp'
          ? {
              channel,
              to: phone,
              ...sms,
              whatsappTemplate: { template: 'signInCode' as const, parameters: [code] },
            }
          : channel === 'sms'
            ? { channel, to: phone, ...sms }
            : { channel, to: delivery.email, ...texts('email', code) },
      ),
    });
  } else if (issue.send) {
    await enqueueMessage(tx, {
      channel: issue.channel,
      kind: issue.kind,
      to: issue.identifier,
      ...issue.message(code, nonce),
      now,
    });
  }
  return nonce;
}
