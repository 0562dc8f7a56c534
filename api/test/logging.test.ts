import { Writable } from 'node:stream';
import { devOutboxResponseSchema } from '@club/contract/dev-outbox';
import { describe, expect, it } from 'vitest';
import type { ZodApp } from '../src/http/zod-app';
import { createUser } from './helpers/fixtures';
import { bearer, createMember, pngBytes } from './helpers/members';
import {
  getMe,
  latestCode,
  refresh,
  refreshCookieOf,
  requestCode,
  verifyCode,
} from './helpers/sign-in';
import { REFRESH_REUSE_GRACE_MS } from '../src/features/auth/service';
import { buildTestApp } from './helpers/test-app';
import { logoLink, putToUploadLink } from './helpers/uploads';

function logCollector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

describe('logs', () => {
  it('carry request ids but never codes, nonces, tokens or cookies', async () => {
    const logs = logCollector();
    const { app, db, clock } = await buildTestApp({
      env: { LOG_LEVEL: 'trace' },
      logStream: logs.stream,
    });
    await createUser(db, { email: 'first@example.in' });

    const requested = await requestCode(app, { email: 'first@example.in' });
    const { nonce } = requested.json<{ nonce: string }>();
    const code = await latestCode(app, 'first@example.in');
    const wrongCode = code === '000000' ? '111111' : '000000';
    await verifyCode(app, nonce, wrongCode);
    const verified = await verifyCode(app, nonce, code);
    const { accessToken } = verified.json<{ accessToken: string }>();
    const refreshToken = refreshCookieOf(verified)?.value ?? '';
    await getMe(app, accessToken);
    const refreshed = await refresh(app, refreshToken);
    clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    await refresh(app, refreshToken); // a replay, logged as a warning
    await app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { authorization: `Bearer ${accessToken}` },
      cookies: { club_refresh: refreshCookieOf(refreshed)?.value ?? '' },
    });
    app.log.info(
      {
        headers: { authorization: `Bearer ${accessToken}`, cookie: `club_refresh=${refreshToken}` },
        code,
        nonce,
      },
      'redaction probe',
    );

    const text = logs.text();
    expect(text).toContain('"reqId"');
    expect(text).toContain('refresh token replayed; session revoked');
    expect(text).toContain('redaction probe');
    expect(text).toContain('[redacted]');
    for (const secret of [nonce, accessToken, refreshToken]) {
      expect(text).not.toContain(secret);
    }
    // Codes are digits: look for them as whole numbers, not inside timestamps.
    for (const digits of [code, wrongCode]) {
      expect(text).not.toMatch(new RegExp(`(?<![\\d.])${digits}(?![\\d.])`));
    }
  });
});

/** The newest message to `to` whose text matches `pattern`, once what is due was delivered. */
async function linkInMessage(app: ZodApp, to: string, pattern: RegExp): Promise<string> {
  await app.outboxWorker.runOnce();
  const response = await app.inject({ method: 'GET', url: '/dev/outbox', query: { to } });
  for (const message of devOutboxResponseSchema.parse(response.json())) {
    const match = pattern.exec(message.text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no message to ${to} matches ${String(pattern)}`);
}

describe('the request log', () => {
  it('names each request by its route, never by the tokens, codes and signatures in its URL', async () => {
    const logs = logCollector();
    const { app, db } = await buildTestApp({
      env: { LOG_LEVEL: 'trace' },
      logStream: logs.stream,
    });
    const member = await createMember(db, { email: 'log-cycle@members.example' });

    // Sign-in: a code by e-mail, verified with its nonce.
    const requested = await requestCode(app, { email: member.email });
    const { nonce } = requested.json<{ nonce: string }>();
    const code = await latestCode(app, member.email);
    const verified = await verifyCode(app, nonce, code);
    expect(verified.statusCode).toBe(200);
    const { accessToken } = verified.json<{ accessToken: string }>();
    const refreshToken = refreshCookieOf(verified)?.value ?? '';

    // A copy of the member's data, downloaded by the one-time link e-mailed for it.
    const exportRequested = await app.inject({
      method: 'POST',
      url: '/me/privacy/exports',
      headers: bearer(accessToken),
    });
    expect(exportRequested.statusCode).toBe(202);
    expect(await app.dataExports.runOnce()).toBe(1);
    const exportToken = await linkInMessage(app, member.email, /\/privacy\/exports\/([\w-]+)/);
    const download = await app.inject({ method: 'GET', url: `/privacy/exports/${exportToken}` });
    expect(download.statusCode).toBe(200);

    // A logo sent through a signed upload link, then read back.
    const file = pngBytes(512);
    const link = await logoLink(app, accessToken, file.length);
    const signature = new URL(link.uploadUrl).searchParams.get('signature') ?? '';
    expect(signature).not.toBe('');
    const uploaded = await putToUploadLink(app, link.uploadUrl, file, 'image/png');
    expect(uploaded.statusCode).toBe(200);
    const served = await app.inject({ method: 'GET', url: new URL(link.publicUrl).pathname });
    expect(served.statusCode).toBe(200);

    // Links that match no route, mistyped or made up, carrying the same secrets.
    for (const url of [
      `/privacy/export/${exportToken}`,
      `/privacy/exports/${exportToken}/again`,
      `/nowhere?token=${exportToken}&signature=${signature}&code=${code}`,
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }

    // An error or a library's warning that quotes a link loses its secrets too.
    app.log.error({ err: new Error(`PUT ${link.uploadUrl} failed`) }, 'upload failed');
    app.log.warn(`Reply was already sent in "/privacy/exports/${exportToken}" (GET)`);
    app.log.info(
      { req: { method: 'GET', url: `/privacy/exports/${exportToken}?signature=${signature}` } },
      'a request logged as it came',
    );

    const text = logs.text();
    // The lines are there, each naming its route's pattern.
    for (const route of ['/auth/otp/verify', '/privacy/exports/:token', '/files/*']) {
      expect(text).toContain(`"route":"${route}"`);
    }
    expect(text).toContain('"path":"/privacy/export/[redacted]"');
    expect(text).toContain('upload failed');
    expect(text).toContain('Reply was already sent');
    expect(text).toContain('a request logged as it came');
    for (const secret of [nonce, accessToken, refreshToken, exportToken, signature]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(new RegExp(`(?<![\\d.])${code}(?![\\d.])`));
  });
});
