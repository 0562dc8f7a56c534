import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import type { OTP_PURPOSES } from '../../db/schema/auth';
import { tooManyRequests } from '../../http/app-error';
import { enqueueMessage } from '../outbox/repository';
import { AUTH_MESSAGES } from './auth-messages';
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
  /**
   * False when nobody registered the identifier: the code is stored and counted
   * all the same (the same work and limits as for a registered one), but never sent.
   */
  send: boolean;
  purpose: (typeof OTP_PURPOSES)[number];
  /** What the outbox records the message as (`sign-in-code`). */
  kind: string;
  /**
   * The message that carries the code; `nonce` is the one this function returns,
   * for a message with a sign-in link (never for one the visitor's browser asked for).
   */
  message: (code: string, nonce: string) => { subject: string | null; text: string };
}

/**
 * Issues a one-time code under the code rules (at most OTP_REQUESTS_PER_HOUR,
 * 5, an hour to an identifier, and as many to an account whether by e-mail or SMS, counted
 * under locks; 10 minutes; only the latest of an identifier works) and queues
 * its message, inside the caller's transaction. Returns the nonce the client
 * verifies it with (the caller does not hand it out when there was nobody to
 * send the code to).
 */
export async function issueCode(
  ctx: AppContext,
  tx: Database,
  issue: CodeToIssue,
): Promise<string> {
  const now = ctx.clock.now();
  await lockIdentifier(tx, issue.identifier);
  if (issue.userId) await lockAccountCodes(tx, issue.userId);
  const recent = await codesRequestedSince(
    tx,
    { identifier: issue.identifier, userId: issue.userId },
    new Date(now.getTime() - HOUR_MS),
  );
  if (recent.count >= ctx.config.otpRequestsPerHour) {
    const retryAt = (recent.oldest?.getTime() ?? now.getTime()) + HOUR_MS;
    throw tooManyRequests(AUTH_MESSAGES.tooManyCodeRequests, (retryAt - now.getTime()) / 1000);
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
  });
  if (issue.send) {
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
