import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createUser } from './helpers/fixtures';
import {
  getMe,
  latestCode,
  refresh,
  refreshCookieOf,
  requestCode,
  verifyCode,
} from './helpers/sign-in';
import { REFRESH_REUSE_GRACE_MS } from '../src/platform/auth/service';
import { buildTestApp } from './helpers/test-app';

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
