import { authTokensSchema } from '@club/contract/auth';
import { devOutboxResponseSchema } from '@club/contract/dev-outbox';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ZodApp } from '../../src/http/zod-app';

export const REFRESH_COOKIE = 'club_refresh';

export function requestCode(app: ZodApp, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/auth/otp/request', payload: body as object, headers });
}

export function verifyCode(
  app: ZodApp,
  nonce: string,
  code: string,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: '/auth/otp/verify', payload: { nonce, code }, headers });
}

/**
 * The code in the newest message to `to`: the outbox worker delivers what is
 * due (tests do not poll), then the development mailbox is read.
 */
export async function latestCode(app: ZodApp, to: string): Promise<string> {
  await app.outboxWorker.runOnce();
  const response = await app.inject({ method: 'GET', url: '/dev/outbox', query: { to } });
  const messages = devOutboxResponseSchema.parse(response.json());
  const match = /\b(\d{6})\b/.exec(messages[0]?.text ?? '');
  if (!match?.[1]) throw new Error(`No code was sent to ${to}`);
  return match[1];
}

export function refreshCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE);
}

export interface SignedIn {
  accessToken: string;
  sessionId: string;
  refreshToken: string;
}

/**
 * Requests a code for the e-mail address, reads it from the outbox and
 * verifies it (with `headers`, such as the browser's User-Agent).
 */
export async function signIn(
  app: ZodApp,
  email: string,
  headers: Record<string, string> = {},
): Promise<SignedIn> {
  const requested = await requestCode(app, { email });
  expect(requested.statusCode).toBe(200);
  const { nonce } = requested.json<{ nonce: string }>();
  const verified = await verifyCode(app, nonce, await latestCode(app, email), headers);
  expect(verified.statusCode).toBe(200);
  const cookie = refreshCookieOf(verified);
  if (!cookie) throw new Error('no refresh cookie');
  return { ...authTokensSchema.parse(verified.json()), refreshToken: cookie.value };
}

/**
 * A new session after the clock moved on (the old one has expired). What is
 * already queued is delivered first, so the newest message is the code.
 */
export async function signInAgain(test: { app: ZodApp }, email: string): Promise<string> {
  await test.app.outboxWorker.runOnce();
  return (await signIn(test.app, email)).accessToken;
}

export function refresh(app: ZodApp, refreshToken?: string) {
  return app.inject({
    method: 'POST',
    url: '/auth/refresh',
    ...(refreshToken ? { cookies: { [REFRESH_COOKIE]: refreshToken } } : {}),
  });
}

export function getMe(app: ZodApp, accessToken: string) {
  return app.inject({
    method: 'GET',
    url: '/me',
    headers: { authorization: `Bearer ${accessToken}` },
  });
}
