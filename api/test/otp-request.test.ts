import { otpRequestResponseSchema } from '@club/contract/auth';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otpCodes } from '../src/db/schema/auth';
import { outbox } from '../src/db/schema/outbox';
import { createUser } from './helpers/fixtures';
import { latestCode, requestCode, signIn } from './helpers/sign-in';
import { buildTestApp, HOUR, MINUTE } from './helpers/test-app';

describe('POST /auth/otp/request', () => {
  it('sends a 6-digit code by e-mail and answers with a nonce; only a keyed hash is stored', async () => {
    const { app, db } = await buildTestApp();
    const userId = await createUser(db, { email: 'asha@narmadavalves.example' });

    const response = await requestCode(app, { email: 'Asha@NarmadaValves.example' });
    expect(response.statusCode).toBe(200);
    const { nonce } = otpRequestResponseSchema.parse(response.json());
    expect(nonce).toMatch(/^[\w-]{40,}$/);

    const [queued] = await db.select().from(outbox);
    expect(queued).toMatchObject({
      channel: 'email',
      kind: 'sign-in-code',
      to: 'asha@narmadavalves.example',
      subject: 'Your BizBridge Club sign-in code',
    });
    const code = await latestCode(app, 'asha@narmadavalves.example');
    expect(code).toMatch(/^\d{6}$/);
    expect(queued?.text).toContain(
      `Your BizBridge Club sign-in code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`,
    );

    const [stored] = await db.select().from(otpCodes);
    expect(stored).toMatchObject({
      userId,
      identifier: 'asha@narmadavalves.example',
      nonce,
      attempts: 0,
    });
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);
    expect((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)).toBe(
      10 * MINUTE,
    );
  });

  it('sends the code by SMS to a known mobile number', async () => {
    const { app, db } = await buildTestApp();
    await createUser(db, { email: 'ravi@example.in', mobile: '9812345678', countryCode: '+91' });

    const response = await requestCode(app, { mobile: '9812345678', countryCode: '+91' });
    expect(response.statusCode).toBe(200);
    expect(response.json().nonce).toEqual(expect.any(String));
    const [message] = await db.select().from(outbox);
    expect(message).toMatchObject({ channel: 'sms', to: '+919812345678', subject: null });
    expect(message?.text).toMatch(
      /^\d{6} is your BizBridge Club sign-in code\. It expires in 10 minutes\./,
    );

    // The same number under the other country code is someone else: a nonce, and nothing sent.
    const other = await requestCode(app, { mobile: '9812345678', countryCode: '+1' });
    expect(other.json()).toEqual({ nonce: expect.any(String) });
    expect(await db.select().from(outbox).where(eq(outbox.to, '+19812345678'))).toEqual([]);
  });

  it('answers an unknown identifier with a nonce like any other, and sends nothing', async () => {
    const { app, db } = await buildTestApp();
    const response = await requestCode(app, { email: 'nobody@example.in' });
    expect(response.statusCode).toBe(200);
    const { nonce } = otpRequestResponseSchema.parse(response.json());
    expect(await db.select().from(outbox)).toHaveLength(0);
    // The request is counted like any other (same work, same limits), for nobody.
    const stored = await db.select().from(otpCodes);
    expect(stored).toMatchObject([{ identifier: 'nobody@example.in', userId: null, nonce }]);
  });

  it("allows an account's own browser 5 codes an hour; the 6th is refused with 429 until the hour has passed", async () => {
    const { app, db, clock } = await buildTestApp();
    await createUser(db, { email: 'busy@example.in' });
    // Signed in once from this address, the account counts its requests as its own.
    await signIn(app, 'busy@example.in');
    clock.advance(HOUR);

    for (let index = 0; index < 5; index += 1) {
      expect((await requestCode(app, { email: 'busy@example.in' })).statusCode).toBe(200);
      clock.advance(5 * MINUTE);
    }
    const sixth = await requestCode(app, { email: 'busy@example.in' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many code requests. Please try again in an hour.',
      },
    });
    // The oldest of the five was 25 minutes ago: it leaves the window in 35 minutes.
    expect(Number(sixth.headers['retry-after'])).toBe(35 * 60);
    expect(
      await db.select().from(otpCodes).where(eq(otpCodes.identifier, 'busy@example.in')),
    ).toHaveLength(6);

    clock.advance(35 * MINUTE + 1000);
    expect((await requestCode(app, { email: 'busy@example.in' })).statusCode).toBe(200);
    clock.advance(HOUR);
  });

  it('allows a network it never signed in from 3 codes an hour for an address, registered or not', async () => {
    const { app, db } = await buildTestApp();
    await createUser(db, { email: 'member@example.in' });
    for (const email of ['member@example.in', 'stranger@example.in']) {
      const statuses = [];
      for (let index = 0; index < 4; index += 1) {
        statuses.push((await requestCode(app, { email })).statusCode);
      }
      expect(statuses, email).toEqual([200, 200, 200, 429]);
    }
  });

  it('limits code requests per IP address', async () => {
    const { app } = await buildTestApp({ env: { OTP_REQUESTS_PER_IP: '3' } });
    for (let index = 0; index < 3; index += 1) {
      expect((await requestCode(app, { email: `someone${index}@example.in` })).statusCode).toBe(
        200,
      );
    }
    const refused = await requestCode(app, { email: 'someone@example.in' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(refused.json().error.message).toMatch(
      /^Too many code requests from your network\. Please try again in \d+ minutes\.$/,
    );
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('names the invalid field', async () => {
    const { app } = await buildTestApp();
    const cases: [unknown, string, string][] = [
      [{ email: 'not-an-email' }, 'email', 'email: Please enter a valid e-mail address'],
      [
        { mobile: '12345', countryCode: '+91' },
        'mobile',
        'mobile: Please enter your 10-digit mobile number',
      ],
      [
        { mobile: '9812345678', countryCode: '+44' },
        'countryCode',
        expect.stringMatching(/^countryCode: /),
      ],
      [{ mobile: '9812345678' }, 'countryCode', 'countryCode: This field is required'],
      [{}, 'email', 'email: This field is required'],
      [{ email: 'a@b.in', admin: true }, 'admin', 'admin: Unknown field'],
      [['a@b.in'], 'body', expect.stringMatching(/^body: /)],
    ];
    for (const [body, field, message] of cases) {
      const response = await requestCode(app, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toEqual({
        error: { code: 'VALIDATION_ERROR', field, message },
      });
    }
    const empty = await app.inject({ method: 'POST', url: '/auth/otp/request' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      field: 'body',
      message: 'body: A JSON request body is required',
    });
  });
});
