import { devOutboxResponseSchema } from '@club/shared/contract/dev-outbox';
import { describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema/outbox';
import { REDACTED_TEXT } from '../src/features/outbox/outbox-worker';
import type { MessageSender, OutgoingMessage } from '../src/adapters/message-sender';
import { createUser } from './helpers/fixtures';
import { requestCode } from './helpers/sign-in';
import { buildTestApp, MINUTE, PRODUCTION_ENV } from './helpers/test-app';

/** A sender that records what it sends and fails the first `failures` times. */
function recordingSender(failures = 0) {
  const sent: OutgoingMessage[] = [];
  let remainingFailures = failures;
  const sender: MessageSender = {
    name: 'recording',
    delivers: true,
    async send(message) {
      if (remainingFailures > 0) {
        remainingFailures -= 1;
        throw new Error('SMTP server said 451 try again later');
      }
      sent.push(message);
    },
  };
  return { sender, sent };
}

describe('development outbox', () => {
  it('lists messages newest first with to, channel, subject, text and createdAt', async () => {
    const { app, db, clock } = await buildTestApp();
    await createUser(db, { email: 'first@example.in', mobile: '9822000001' });
    await createUser(db, { email: 'second@example.in' });

    await requestCode(app, { email: 'first@example.in' });
    clock.advance(MINUTE);
    await requestCode(app, { mobile: '9822000001', countryCode: '+91' });
    clock.advance(MINUTE);
    await requestCode(app, { email: 'second@example.in' });

    const response = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    const messages = devOutboxResponseSchema.parse(response.json());
    expect(messages.map((message) => [message.to, message.channel])).toEqual([
      ['second@example.in', 'email'],
      ['+919822000001', 'sms'],
      ['first@example.in', 'email'],
    ]);
    expect(Object.keys(messages[0] ?? {}).sort()).toEqual([
      'channel',
      'createdAt',
      'subject',
      'text',
      'to',
    ]);
    expect(messages[0]?.subject).toBe('Your BizBridge Club sign-in code');
    expect(messages[1]?.subject).toBeNull();
    expect(messages[0]?.text).toMatch(/Your BizBridge Club sign-in code is \d{6}\./);
  });

  it('filters by recipient, with or without the + of a mobile number encoded', async () => {
    const { app, db } = await buildTestApp();
    await createUser(db, { email: 'first@example.in', mobile: '9822000001' });
    await createUser(db, { email: 'second@example.in' });
    await requestCode(app, { email: 'first@example.in' });
    await requestCode(app, { mobile: '9822000001', countryCode: '+91' });
    await requestCode(app, { email: 'second@example.in' });

    const byEmail = await app.inject({ method: 'GET', url: '/dev/outbox?to=First@Example.in' });
    expect(byEmail.json().map((message: { to: string }) => message.to)).toEqual([
      'first@example.in',
    ]);
    for (const url of ['/dev/outbox?to=%2B919822000001', '/dev/outbox?to=+919822000001']) {
      const byMobile = await app.inject({ method: 'GET', url });
      expect(
        byMobile.json().map((message: { to: string }) => message.to),
        url,
      ).toEqual(['+919822000001']);
    }
  });

  it('shows the messages on a readable page, escaping their text', async () => {
    const { app, db } = await buildTestApp();
    await db.insert(outbox).values({
      channel: 'email',
      to: 'first@example.in',
      subject: 'Hello <b>there</b>',
      text: 'Your code is 123456 & more',
    });
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Development mailbox');
    expect(response.body).toContain('Hello &lt;b&gt;there&lt;/b&gt;');
    expect(response.body).toContain('Your code is 123456 &amp; more');
  });

  it('does not exist in production', async () => {
    const { app } = await buildTestApp({ env: PRODUCTION_ENV });
    expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
  });
});

describe('outbox worker', () => {
  it('delivers queued messages through the mail and SMS adapters and removes the code from the stored text', async () => {
    const email = recordingSender();
    const sms = recordingSender();
    const { app, db } = await buildTestApp({
      adapters: { mail: email.sender, sms: sms.sender },
    });
    await createUser(db, { email: 'first@example.in', mobile: '9822000001' });
    await requestCode(app, { email: 'first@example.in' });
    await requestCode(app, { mobile: '9822000001', countryCode: '+91' });

    expect(await app.outboxWorker.runOnce()).toBe(2);
    expect(email.sent).toEqual([
      {
        to: 'first@example.in',
        subject: 'Your BizBridge Club sign-in code',
        text: expect.stringMatching(/sign-in code is \d{6}\./),
      },
    ]);
    expect(sms.sent).toEqual([
      { to: '+919822000001', subject: null, text: expect.stringMatching(/^\d{6} is your/) },
    ]);

    const rows = await db.select().from(outbox);
    expect(
      rows.every((row) => row.text === REDACTED_TEXT && row.sentAt && row.nextAttemptAt === null),
    ).toBe(true);
    expect(await app.outboxWorker.runOnce()).toBe(0);
  });

  it('keeps the text readable when the development mailbox is the sender', async () => {
    const { app, db } = await buildTestApp();
    await createUser(db, { email: 'first@example.in' });
    await requestCode(app, { email: 'first@example.in' });
    expect(await app.outboxWorker.runOnce()).toBe(1);
    const [row] = await db.select().from(outbox);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.text).toMatch(/sign-in code is \d{6}/);
  });

  it('retries a failed delivery later, backing off exponentially', async () => {
    const email = recordingSender(2);
    const sms = recordingSender();
    const { app, db, clock } = await buildTestApp({
      adapters: { mail: email.sender, sms: sms.sender },
    });
    await createUser(db, { email: 'first@example.in' });
    await requestCode(app, { email: 'first@example.in' });

    expect(await app.outboxWorker.runOnce()).toBe(0);
    let [row] = await db.select().from(outbox);
    expect(row).toMatchObject({
      attempts: 1,
      sentAt: null,
      lastError: 'SMTP server said 451 try again later',
    });
    const firstDelay = (row?.nextAttemptAt?.getTime() ?? 0) - clock.now().getTime();
    expect(firstDelay).toBe(30_000);

    // Not due yet.
    clock.advance(10_000);
    expect(await app.outboxWorker.runOnce()).toBe(0);
    [row] = await db.select().from(outbox);
    expect(row?.attempts).toBe(1);

    clock.advance(20_000);
    expect(await app.outboxWorker.runOnce()).toBe(0);
    [row] = await db.select().from(outbox);
    expect(row?.attempts).toBe(2);
    expect((row?.nextAttemptAt?.getTime() ?? 0) - clock.now().getTime()).toBe(60_000);

    clock.advance(60_000);
    expect(await app.outboxWorker.runOnce()).toBe(1);
    [row] = await db.select().from(outbox);
    expect(row).toMatchObject({ attempts: 3, lastError: null, text: REDACTED_TEXT });
    expect(email.sent).toHaveLength(1);
  });

  it('gives up after the last attempt', async () => {
    const email = recordingSender(100);
    const { app, db, clock } = await buildTestApp({
      adapters: { mail: email.sender, sms: recordingSender().sender },
    });
    await createUser(db, { email: 'first@example.in' });
    await requestCode(app, { email: 'first@example.in' });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await app.outboxWorker.runOnce();
      clock.advance(2 * 60 * MINUTE);
    }
    const [row] = await db.select().from(outbox);
    expect(row).toMatchObject({ attempts: 8, sentAt: null, nextAttemptAt: null });
  });

  it('polls on its own when started and stops with the app', async () => {
    const email = recordingSender();
    const { app, db } = await buildTestApp({
      env: { OUTBOX_POLL_INTERVAL_MS: '20' },
      adapters: { mail: email.sender, sms: recordingSender().sender },
    });
    await createUser(db, { email: 'first@example.in' });
    await app.ready();
    await requestCode(app, { email: 'first@example.in' });
    await expect.poll(() => email.sent.length, { timeout: 3000, interval: 20 }).toBe(1);
    await app.close();
  });
});
