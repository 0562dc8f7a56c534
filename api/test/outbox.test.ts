import { devOutboxResponseSchema } from '@club/contract/dev-outbox';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema/outbox';
import { QUEUES } from '../src/platform/jobs/queues';
import { sendInTransaction } from '../src/platform/jobs/send-in-transaction';
import { addAttachments, attachmentsOf } from '../src/platform/outbox/attachments-repository';
import { enqueueMessage } from '../src/platform/outbox/repository';
import { devMailbox } from '../src/dev/mailbox/dev-mailbox-schema';
import type { MessageSender, OutgoingMessage } from '../src/adapters/message-sender';
import { createUser } from './helpers/fixtures';
import { latestCode, requestCode } from './helpers/sign-in';
import { buildTestApp, MINUTE, type TestApp } from './helpers/test-app';

/** A sender that records what it sends and fails the first `failures` times. */
function recordingSender(failures = 0) {
  const sent: OutgoingMessage[] = [];
  let remainingFailures = failures;
  let tries = 0;
  const sender: MessageSender = {
    name: 'recording',
    async send(message) {
      tries += 1;
      if (remainingFailures > 0) {
        remainingFailures -= 1;
        throw new Error('SMTP server said 451 try again later');
      }
      sent.push(message);
    },
  };
  return { sender, sent, attempts: () => tries };
}

/** The delivery job of an outbox row: its state, retries begun and how long until its next try. */
async function deliveryJob(db: TestApp['db'], outboxId: string | undefined) {
  const result = await db.execute(
    sql`select state, retry_count, extract(epoch from start_after - now()) as wait
        from pgboss.job where name = ${QUEUES.messageDelivery} and id = ${outboxId ?? null}`,
  );
  const [job] = (result as { rows: { state: string; retry_count: number; wait: string }[] }).rows;
  if (!job) throw new Error('The message has no delivery job');
  return { state: job.state, retryCount: job.retry_count, waitSeconds: Number(job.wait) };
}

/** The database's clock moves on past every retry's wait (pg-boss reads the database's time). */
async function makeRetriesDue(db: TestApp['db']): Promise<void> {
  await db.execute(
    sql`update pgboss.job set start_after = now() - interval '1 second' where state = 'retry'`,
  );
}

describe('development outbox', () => {
  it('lists messages newest first with to, channel, subject, text and createdAt', async () => {
    const { app, db, clock } = await buildTestApp();
    await createUser(db, { email: 'first@example.in', mobile: '9822000001' });
    await createUser(db, { email: 'second@example.in' });

    await requestCode(app, { email: 'first@example.in' });
    await app.outboxWorker.runOnce();
    clock.advance(MINUTE);
    await requestCode(app, { mobile: '9822000001', countryCode: '+91' });
    await app.outboxWorker.runOnce();
    clock.advance(MINUTE);
    await requestCode(app, { email: 'second@example.in' });
    // Queued, not yet delivered: not in the mailbox.
    expect(
      devOutboxResponseSchema.parse(
        (await app.inject({ method: 'GET', url: '/dev/outbox' })).json(),
      ),
    ).toHaveLength(2);
    await app.outboxWorker.runOnce();

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
    await app.outboxWorker.runOnce();

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
    await db.insert(devMailbox).values({
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

  it('does not exist unless DEV_MAILBOX=1 asks for it', async () => {
    const { app, db } = await buildTestApp({ env: { DEV_MAILBOX: '0' } });
    await createUser(db, { email: 'first@example.in' });
    await requestCode(app, { email: 'first@example.in' });
    for (const url of ['/dev/outbox', '/dev/mailbox', '/dev/outbox?to=first@example.in']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    // Without a transport and without the mailbox, nothing is delivered (and the code stays secret).
    expect(await app.outboxWorker.runOnce()).toBe(0);
    const [row] = await db.select().from(outbox);
    expect(row).toMatchObject({ sentAt: null, lastError: 'No transport configured: set SMTP_URL' });
  });

  it('answers only clients on this machine, never through a proxy', async () => {
    const { app, db } = await buildTestApp();
    await createUser(db, { email: 'first@example.in' });
    await requestCode(app, { email: 'first@example.in' });
    await app.outboxWorker.runOnce();
    const local = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(local.json()).toHaveLength(1);

    for (const [remoteAddress, headers] of [
      ['203.0.113.7', {}],
      ['10.1.2.3', {}],
      ['127.0.0.1', { 'x-forwarded-for': '198.51.100.4' }],
      ['::1', { forwarded: 'for=198.51.100.4' }],
    ] as const) {
      for (const url of ['/dev/outbox', '/dev/mailbox']) {
        const response = await app.inject({ method: 'GET', url, remoteAddress, headers });
        expect(response.statusCode, `${url} from ${remoteAddress}`).toBe(404);
        expect(response.body).not.toMatch(/\b\d{6}\b/);
      }
    }
    const viaIpv6Loopback = await app.inject({
      method: 'GET',
      url: '/dev/outbox',
      remoteAddress: '::1',
    });
    expect(viaIpv6Loopback.statusCode).toBe(200);
  });
});

describe('message delivery', () => {
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
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      // Who, what kind and when stay; the text with the code goes.
      expect(row).toMatchObject({ kind: 'sign-in-code', text: null, lastError: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    }
    expect(rows.map((row) => row.to).sort()).toEqual(['+919822000001', 'first@example.in']);
    expect(await app.outboxWorker.runOnce()).toBe(0);
  });

  it('drops the text after delivery to the development mailbox too, which keeps its own copy', async () => {
    const { app, db } = await buildTestApp();
    await createUser(db, { email: 'first@example.in' });
    await requestCode(app, { email: 'first@example.in' });
    const code = await latestCode(app, 'first@example.in');
    const [row] = await db.select().from(outbox);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.text).toBeNull();
    const [copy] = await db.select().from(devMailbox);
    expect(copy?.text).toContain(`sign-in code is ${code}.`);
  });

  it('retries a failed delivery later, backing off exponentially', async () => {
    const email = recordingSender(2);
    const sms = recordingSender();
    const { app, db } = await buildTestApp({
      adapters: { mail: email.sender, sms: sms.sender },
    });
    await createUser(db, { email: 'first@example.in' });
    await requestCode(app, { email: 'first@example.in' });

    expect(await app.outboxWorker.runOnce()).toBe(0);
    let [row] = await db.select().from(outbox);
    expect(row).toMatchObject({ sentAt: null, lastError: 'SMTP server said 451 try again later' });
    // The first retry waits 10 to 20 s, the next 20 to 40 s (a random share of each, so that
    // messages failed together do not come back together).
    let job = await deliveryJob(db, row?.id);
    expect(job).toMatchObject({ state: 'retry', retryCount: 0 });
    expect(job.waitSeconds).toBeGreaterThan(8);
    expect(job.waitSeconds).toBeLessThanOrEqual(20);

    // Not due yet.
    expect(await app.outboxWorker.runOnce()).toBe(0);
    expect(email.attempts()).toBe(1);

    await makeRetriesDue(db);
    expect(await app.outboxWorker.runOnce()).toBe(0);
    job = await deliveryJob(db, row?.id);
    expect(job).toMatchObject({ state: 'retry', retryCount: 1 });
    expect(job.waitSeconds).toBeGreaterThan(18);
    expect(job.waitSeconds).toBeLessThanOrEqual(40);

    await makeRetriesDue(db);
    expect(await app.outboxWorker.runOnce()).toBe(1);
    [row] = await db.select().from(outbox);
    expect(row).toMatchObject({ lastError: null, text: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(email.sent).toHaveLength(1);
    expect(email.attempts()).toBe(3);
  });

  it('gives up after the last attempt: the text and attachments go, the record stays', async () => {
    const email = recordingSender(100);
    const { app, db } = await buildTestApp({
      adapters: { mail: email.sender, sms: recordingSender().sender },
    });
    await createUser(db, { email: 'first@example.in' });
    await requestCode(app, { email: 'first@example.in' });
    const [queued] = await db.select().from(outbox);
    await addAttachments(db, queued?.id ?? '', [
      { filename: 'a.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF') },
    ]);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await app.outboxWorker.runOnce();
      await makeRetriesDue(db);
    }
    // One try and eight retries.
    expect(email.attempts()).toBe(9);
    const [row] = await db.select().from(outbox);
    expect(row).toMatchObject({ kind: 'sign-in-code', sentAt: null, text: null });
    expect(row?.lastError).toBe('SMTP server said 451 try again later');
    expect(await attachmentsOf(db, row?.id ?? '')).toEqual([]);
    expect((await deliveryJob(db, row?.id)).state).toBe('failed');
  });

  it('sends a message once, however often its delivery job is sent or run', async () => {
    const email = recordingSender();
    const { app, db } = await buildTestApp({
      adapters: { mail: email.sender, sms: recordingSender().sender },
    });
    await createUser(db, { email: 'first@example.in' });
    await requestCode(app, { email: 'first@example.in' });
    const [row] = await db.select().from(outbox);
    const outboxId = row?.id ?? '';
    // The same job again (its id is the row's): nothing is added.
    expect(
      await sendInTransaction(db, QUEUES.messageDelivery, { outboxId }, { id: outboxId }),
    ).toBe(null);
    expect(await app.outboxWorker.runOnce()).toBe(1);
    // A job for a delivered message (run again after its worker was lost, say) sends nothing.
    await sendInTransaction(db, QUEUES.messageDelivery, { outboxId });
    expect(await app.outboxWorker.runOnce()).toBe(0);
    expect(email.sent).toHaveLength(1);
  });

  it('adds the delivery job in the transaction of the message: a rolled-back message has none', async () => {
    const { app, db } = await buildTestApp();
    const rollback = new Error('rolled back');
    await expect(
      db.transaction(async (tx) => {
        await enqueueMessage(tx, {
          channel: 'email',
          kind: 'test',
          to: 'first@example.in',
          subject: 'Hello',
          text: 'Hello',
          now: new Date(),
        });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await app.ctx.jobs.boss.getQueueSize(QUEUES.messageDelivery)).toBe(0);
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

  it('sends a sign-in code at once, not at the next poll', async () => {
    const email = recordingSender();
    const { app, db } = await buildTestApp({
      env: { OUTBOX_POLL_INTERVAL_MS: '60000' },
      adapters: { mail: email.sender, sms: recordingSender().sender },
    });
    await createUser(db, { email: 'first@example.in' });
    await app.ready();
    await requestCode(app, { email: 'first@example.in' });
    await expect.poll(() => email.sent.length, { timeout: 2000, interval: 20 }).toBe(1);
  });
});
