import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'club_refresh';
const REFRESH_COOKIE_PATH = '/auth';

/** An opaque random token; only its SHA-256 hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The token that replaces `token` when it is used: derived from it with a
 * server key, so the same request made twice gets the same successor (and
 * nobody without the key can compute it).
 */
export function successorRefreshToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The sign-in cookies' attributes. Secure everywhere except plain-HTTP
 * development on this machine: a request that came over HTTPS (itself, or
 * through a trusted proxy's `X-Forwarded-Proto`) gets a Secure cookie even on
 * localhost, as the production topology's edge sends it.
 */
export function refreshCookieOptions(request: FastifyRequest) {
  return {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https' || !LOCAL_HOSTS.has(request.hostname.toLowerCase()),
  };
}

export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    ...refreshCookieOptions(request),
    maxAge: maxAgeSeconds,
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, refreshCookieOptions(request));
}

export function refreshTokenFrom(request: FastifyRequest): string | null {
  const value = request.cookies[REFRESH_COOKIE];
  return value && value.length <= 200 ? value : null;
}
