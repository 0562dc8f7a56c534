import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { refreshCookieOptions } from './refresh-token';

/**
 * A browser that signed an account in keeps a tag of that account in this
 * cookie, and its later code requests for the account count against the
 * account's own budget instead of the one strangers share. The tag is a keyed
 * hash of the account's id: it names nobody, and nobody can make one without
 * the server's key. It only decides which budget a request spends; it signs
 * nobody in.
 */
export const KNOWN_DEVICE_COOKIE = 'club_device';
/** Sent with code requests and verifications only. */
const KNOWN_DEVICE_COOKIE_PATH = '/auth/otp';
/** Accounts remembered per browser (a shared office computer signs several in). */
const MAX_TAGS = 5;
const TAG_LENGTH = 22;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const TAG_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${TAG_LENGTH}}$`);

function tagOf(ctx: AppContext, userId: string): string {
  return createHmac('sha256', ctx.config.otpSecret)
    .update(`known-device:${userId}`)
    .digest('base64url')
    .slice(0, TAG_LENGTH);
}

/** The well-formed tags the browser sent (anything else in the cookie is ignored). */
export function knownDeviceTags(request: FastifyRequest): string[] {
  const value = request.cookies?.[KNOWN_DEVICE_COOKIE];
  if (!value || value.length > (TAG_LENGTH + 1) * MAX_TAGS) return [];
  return value.split('.').filter((tag) => TAG_PATTERN.test(tag));
}

export function deviceKnowsAccount(
  ctx: AppContext,
  tags: readonly string[],
  userId: string,
): boolean {
  const expected = Buffer.from(tagOf(ctx, userId));
  return tags.some((tag) => timingSafeEqual(Buffer.from(tag), expected));
}

/** After a sign-in: the browser remembers the account (the most recent last, at most five). */
export function rememberDevice(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): void {
  const tag = tagOf(ctx, userId);
  const tags = [...knownDeviceTags(request).filter((known) => known !== tag), tag].slice(-MAX_TAGS);
  reply.setCookie(KNOWN_DEVICE_COOKIE, tags.join('.'), {
    ...refreshCookieOptions(request),
    path: KNOWN_DEVICE_COOKIE_PATH,
    maxAge: ONE_YEAR_SECONDS,
  });
}
