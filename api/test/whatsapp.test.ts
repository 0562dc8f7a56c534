import { createHmac } from 'node:crypto';
import { authTokensSchema } from '@club/contract/auth';
import { devOutboxResponseSchema } from '@club/contract/dev-outbox';
import { WHATSAPP_OPT_IN_WORDING, whatsAppOptInSchema } from '@club/contract/whatsapp';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MessageSender, OutgoingMessage } from '../src/adapters/message-sender';
import {
  WhatsAppSendError,
  type WhatsAppMessage,
  type WhatsAppSender,
} from '../src/adapters/whatsapp/whatsapp-sender';
import { outbox } from '../src/db/schema/outbox';
import { whatsappOptInHistory } from '../src/db/schema/privacy';
import { users } from '../src/db/schema/users';
import { collectUserData } from '../src/features/privacy-rights/data-export';
import { OTP_TTL_MS } from '../src/platform/identity/otp-code';
import { createUser } from './helpers/fixtures';
import { requestCode, signIn, verifyCode } from './helpers/sign-in';
import { buildTestApp, type TestApp } from './helpers/test-app';

const APP_SECRET = 'whatsapp-app-secret-for-tests';
const VERIFY_TOKEN = 'whatsapp-verify-token-for-tests';
/** A configured WhatsApp account (its sends are replaced in each test by a given adapter). */
const ACCOUNT = {
  WHATSAPP_TOKEN: 'whatsapp-token',
  WHATSAPP_PHONE_NUMBER_ID: '109876543210',
  WHATSAPP_APP_SECRET: APP_SECRET,
  WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
};

const auth = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** A sender of one channel that records each try, and fails every one when `failing`. */
function recordingSender(failing = false) {
  const tries: OutgoingMessage[] = [];
  const sender: MessageSender = {
    name: 'recording',
    send(message) {
      tries.push(message);
      return failing ? Promise.reject(new Error('gateway down')) : Promise.resolve();
    },
  };
  return { sender, tries };
}

/** A WhatsApp adapter that records each try, answering ids in order, or failing every one. */
function recordingWhatsApp(failing = false) {
  const tries: WhatsAppMessage[] = [];
  const sender: WhatsAppSender = {
    name: 'recording-whatsapp',
    send(message) {
      tries.push(message);
      return failing
        ? Promise.reject(
            new WhatsAppSendError('WhatsApp Cloud API answered HTTP 400 (error 131026)', true),
          )
        : Promise.resolve({ messageId: `wamid.test.${tries.length}` });
    },
  };
  return { sender, tries };
}

function channels(whatsAppFails = false, smsFails = false) {
  const whatsapp = recordingWhatsApp(whatsAppFails);
  const sms = recordingSender(smsFails);
  const mail = recordingSender();
  return {
    whatsapp,
    sms,
    mail,
    adapters: { whatsapp: whatsapp.sender, sms: sms.sender, mail: mail.sender },
  };
}

/**
 * A signed-in user whose mobile number was proved (or not) with an SMS code;
 * the sign-in code is read from `mail` when the test replaced the mail adapter.
 */
async function member(
  test: TestApp,
  options: { mobile: string; mobileUnverified?: boolean },
  mail?: { tries: OutgoingMessage[] },
) {
  const email = `wa-${options.mobile}@example.in`;
  const userId = await createUser(test.db, { email, ...options });
  let accessToken: string;
  if (mail) {
    const requested = await requestCode(test.app, { email });
    await test.app.outboxWorker.runOnce();
    const code = /\b(\d{6})\b/.exec(mail.tries.at(-1)?.text ?? '')?.[1] ?? '';
    const verified = await verifyCode(test.app, requested.json<{ nonce: string }>().nonce, code);
    accessToken = authTokensSchema.parse(verified.json()).accessToken;
    mail.tries.length = 0;
  } else {
    accessToken = (await signIn(test.app, email)).accessToken;
  }
  return { userId, email, phone: `+91${options.mobile}`, accessToken };
}

function optIn(
  test: TestApp,
  accessToken: string,
  optedIn = true,
  wordingVersion: string = WHATSAPP_OPT_IN_WORDING.version,
) {
  return test.app.inject({
    method: 'PUT',
    url: '/me/whatsapp',
    headers: auth(accessToken),
    payload: { optedIn, wordingVersion },
  });
}

function signed(body: unknown, secret = APP_SECRET) {
  const payload = JSON.stringify(body);
  const signature = `sha256=${createHmac('sha256', secret).update(payload).digest('hex')}`;
  return { payload, signature };
}

function postWebhook(test: TestApp, body: unknown, signature?: string) {
  const { payload, signature: good } = signed(body);
  return test.app.inject({
    method: 'POST',
    url: '/webhooks/whatsapp',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined
        ? { 'x-hub-signature-256': good }
        : signature
          ? { 'x-hub-signature-256': signature }
          : {}),
    },
    payload,
  });
}

/** WhatsApp's `messages` webhook with `value` (statuses or messages). */
const event = (value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '15550783881', phone_number_id: '109876543210' },
            ...value,
          },
        },
      ],
    },
  ],
});

const statusEvent = (id: string, status: string) =>
  event({ statuses: [{ id, status, timestamp: '1764495000', recipient_id: '919800000002' }] });

async function rowsOfKind(test: TestApp, kind: string) {
  const rows = await test.db.select().from(outbox).where(eq(outbox.kind, kind));
  return rows.sort((a, b) => (a.fallbackStep ?? 0) - (b.fallbackStep ?? 0));
}

describe('WhatsApp opt-in', () => {
  it('is for the account’s own proved number, under the current wording, with every change kept', async () => {
    const test = await buildTestApp();
    const asha = await member(test, { mobile: '9811000001' });

    const before = await test.app.inject({
      method: 'GET',
      url: '/me/whatsapp',
      headers: auth(asha.accessToken),
    });
    expect(whatsAppOptInSchema.parse(before.json())).toEqual({
      optedIn: false,
      phone: asha.phone,
      mobileVerified: true,
      wordingVersion: null,
      changedAt: null,
    });

    const older = await optIn(test, asha.accessToken, true, 'whatsapp-2020-01');
    expect(older.statusCode).toBe(409);
    expect(older.json()).toMatchObject({ error: { code: 'CONFLICT', field: 'wordingVersion' } });

    const on = await optIn(test, asha.accessToken);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      optedIn: true,
      phone: asha.phone,
      wordingVersion: WHATSAPP_OPT_IN_WORDING.version,
      changedAt: test.clock.now().toISOString(),
    });
    // The same choice again changes nothing; off is a second change.
    await optIn(test, asha.accessToken);
    expect((await optIn(test, asha.accessToken, false)).json()).toMatchObject({ optedIn: false });
    const history = await test.db
      .select()
      .from(whatsappOptInHistory)
      .where(eq(whatsappOptInHistory.userId, asha.userId));
    expect(history.map((row) => [row.phone, row.optedIn, row.wordingVersion, row.source])).toEqual([
      [asha.phone, true, WHATSAPP_OPT_IN_WORDING.version, 'account'],
      [asha.phone, false, WHATSAPP_OPT_IN_WORDING.version, 'account'],
    ]);

    // The privacy export holds the opt-in and its history with the consents.
    const files = await collectUserData(test.app.ctx, asha.userId, test.clock.now());
    const consents = JSON.parse(new TextDecoder().decode(files['consents.json'])) as {
      whatsApp: { current: { optedIn: boolean; phone: string }; history: unknown[] };
    };
    expect(consents.whatsApp.current).toMatchObject({ optedIn: false, phone: asha.phone });
    expect(consents.whatsApp.history).toHaveLength(2);
  });

  it('needs a number proved with an SMS code, and a signed-in user', async () => {
    const test = await buildTestApp();
    const ravi = await member(test, { mobile: '9811000002', mobileUnverified: true });
    const refused = await optIn(test, ravi.accessToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: expect.stringContaining('Verify your mobile number') as string,
      },
    });
    const signedOut = await test.app.inject({
      method: 'PUT',
      url: '/me/whatsapp',
      payload: { optedIn: true, wordingVersion: 'anything' },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('the WhatsApp webhook', () => {
  it('answers Meta’s handshake only for the configured token', async () => {
    const test = await buildTestApp({ env: ACCOUNT });
    const right = await test.app.inject({
      method: 'GET',
      url: '/webhooks/whatsapp',
      query: {
        'hub.mode': 'subscribe',
        'hub.verify_token': VERIFY_TOKEN,
        'hub.challenge': '1158201444',
      },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toBe('1158201444');
    expect(right.headers['content-type']).toMatch(/^text\/plain/);
    const wrong = await test.app.inject({
      method: 'GET',
      url: '/webhooks/whatsapp',
      query: {
        'hub.mode': 'subscribe',
        'hub.verify_token': 'guess',
        'hub.challenge': '1158201444',
      },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  it('refuses a body without the app’s signature (401, the one error shape), changing nothing', async () => {
    const test = await buildTestApp({ env: ACCOUNT });
    const asha = await member(test, { mobile: '9811000003' });
    await optIn(test, asha.accessToken);
    const stop = event({
      messages: [
        {
          from: '919811000003',
          id: 'wamid.in.1',
          timestamp: '1764495000',
          type: 'text',
          text: { body: 'STOP' },
        },
      ],
    });
    for (const signature of ['', 'sha256=0000', signed(stop, 'another-secret').signature]) {
      const response = await postWebhook(test, stop, signature);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'UNAUTHORIZED', message: 'The request is not signed by WhatsApp.' },
      });
    }
    const standing = await test.app.inject({
      method: 'GET',
      url: '/me/whatsapp',
      headers: auth(asha.accessToken),
    });
    expect(standing.json()).toMatchObject({ optedIn: true });
  });

  it('turns a number’s opt-in off on a STOP or UNSUBSCRIBE reply, and records it', async () => {
    const test = await buildTestApp({ env: ACCOUNT });
    const asha = await member(test, { mobile: '9811000004' });
    const ravi = await member(test, { mobile: '9811000005' });
    await optIn(test, asha.accessToken);
    await optIn(test, ravi.accessToken);
    const reply = (from: string, body: string) =>
      event({
        messages: [
          { from, id: `wamid.in.${from}`, timestamp: '1764495000', type: 'text', text: { body } },
        ],
      });

    expect((await postWebhook(test, reply('919811000004', 'thanks'))).statusCode).toBe(200);
    expect(
      (
        await test.app.inject({
          method: 'GET',
          url: '/me/whatsapp',
          headers: auth(asha.accessToken),
        })
      ).json(),
    ).toMatchObject({ optedIn: true });

    expect((await postWebhook(test, reply('919811000004', '  stop '))).json()).toEqual({
      ok: true,
    });
    expect((await postWebhook(test, reply('919811000005', 'Unsubscribe'))).statusCode).toBe(200);
    for (const who of [asha, ravi]) {
      const standing = await test.app.inject({
        method: 'GET',
        url: '/me/whatsapp',
        headers: auth(who.accessToken),
      });
      expect(standing.json()).toMatchObject({ optedIn: false });
      const [, last] = await test.db
        .select()
        .from(whatsappOptInHistory)
        .where(eq(whatsappOptInHistory.userId, who.userId));
      expect(last).toMatchObject({ optedIn: false, source: 'stop-message', phone: who.phone });
    }
  });
});

describe('sign-in codes and lead alerts over WhatsApp', () => {
  it('go to WhatsApp first for a member who opted in, and to the identifier otherwise', async () => {
    const wire = channels();
    const test = await buildTestApp({ env: ACCOUNT, adapters: wire.adapters });
    const asha = await member(test, { mobile: '9811000006' }, wire.mail);
    await optIn(test, asha.accessToken);

    await requestCode(test.app, { email: asha.email });
    await test.app.outboxWorker.runOnce();
    expect(wire.whatsapp.tries).toEqual([
      {
        to: asha.phone,
        template: 'signInCode',
        parameters: [expect.stringMatching(/^\d{6}$/) as string],
      },
    ]);
    expect(wire.sms.tries).toEqual([]);
    expect(wire.mail.tries).toEqual([]);

    // WhatsApp says it was read: the SMS and e-mail that waited are dropped, never sent.
    const [whatsApp, sms, mail] = await rowsOfKind(test, 'sign-in-code').then((rows) =>
      rows.filter((row) => row.fallbackGroup !== null),
    );
    expect(whatsApp).toMatchObject({
      channel: 'whatsapp',
      providerMessageId: 'wamid.test.1',
      text: null,
    });
    expect([sms?.channel, mail?.channel, sms?.held, mail?.held]).toEqual([
      'sms',
      'email',
      true,
      true,
    ]);
    expect((await postWebhook(test, statusEvent('wamid.test.1', 'delivered'))).statusCode).toBe(
      200,
    );
    await postWebhook(test, statusEvent('wamid.test.1', 'read'));
    // A late `sent` does not undo `read`.
    await postWebhook(test, statusEvent('wamid.test.1', 'sent'));
    const after = (await rowsOfKind(test, 'sign-in-code')).filter(
      (row) => row.fallbackGroup !== null,
    );
    expect(after.map((row) => [row.channel, row.deliveryStatus, row.text === null])).toEqual([
      ['whatsapp', 'read', true],
      ['sms', null, true],
      ['email', null, true],
    ]);
    await test.app.outboxWorker.runOnce();
    expect(wire.sms.tries).toEqual([]);
    expect(wire.mail.tries).toEqual([]);
  });

  it('drop the text of a code’s waiting SMS and e-mail once the code has expired, when WhatsApp never reports', async () => {
    const wire = channels();
    const test = await buildTestApp({ env: ACCOUNT, adapters: wire.adapters });
    const asha = await member(test, { mobile: '9811000016' }, wire.mail);
    await optIn(test, asha.accessToken);
    await requestCode(test.app, { email: asha.email });
    await test.app.outboxWorker.runOnce();
    const waiting = async () =>
      (await rowsOfKind(test, 'sign-in-code'))
        .filter((row) => row.fallbackGroup !== null && row.held)
        .map((row) => [row.channel, row.text === null]);

    // Still valid: the SMS and the e-mail keep the code, ready for a WhatsApp failure.
    test.clock.advance(OTP_TTL_MS - 60_000);
    await test.app.retention.runOnce();
    expect(await waiting()).toEqual([
      ['sms', false],
      ['email', false],
    ]);
    // Expired: nothing keeps it.
    test.clock.advance(2 * 60_000);
    await test.app.retention.runOnce();
    expect(await waiting()).toEqual([
      ['sms', true],
      ['email', true],
    ]);
    await test.app.outboxWorker.runOnce();
    expect(wire.sms.tries).toEqual([]);
    expect(wire.mail.tries).toEqual([]);
  });

  it('fall back to SMS, then e-mail, each tried once, when WhatsApp fails (retries and two workers alike)', async () => {
    const wire = channels(true, true);
    const first = await buildTestApp({ env: ACCOUNT, adapters: wire.adapters });
    const second = await buildTestApp({
      env: ACCOUNT,
      adapters: wire.adapters,
      clock: first.clock,
    });
    const asha = await member(first, { mobile: '9811000007' }, wire.mail);
    await optIn(first, asha.accessToken);

    await requestCode(first.app, { email: asha.email });
    for (let round = 0; round < 4; round += 1) {
      await Promise.all([first.app.outboxWorker.runOnce(), second.app.outboxWorker.runOnce()]);
    }
    expect(wire.whatsapp.tries).toHaveLength(1);
    expect(wire.sms.tries).toHaveLength(1);
    expect(wire.sms.tries[0]).toMatchObject({ to: asha.phone, subject: null });
    expect(wire.mail.tries).toHaveLength(1);
    expect(wire.mail.tries[0]).toMatchObject({
      to: asha.email,
      subject: 'Your BizBridge Club sign-in code',
    });
    // Every channel carried the same code.
    const code = wire.whatsapp.tries[0]?.parameters[0] ?? 'none';
    expect(wire.sms.tries[0]?.text).toContain(code);
    expect(wire.mail.tries[0]?.text).toContain(code);
    const rows = (await rowsOfKind(first, 'sign-in-code')).filter(
      (row) => row.fallbackGroup !== null,
    );
    expect(rows.map((row) => [row.channel, row.sentAt !== null, row.text === null])).toEqual([
      ['whatsapp', false, true],
      ['sms', false, true],
      ['email', true, true],
    ]);
    expect(rows[0]?.lastError).toBe('WhatsApp Cloud API answered HTTP 400 (error 131026)');
  });

  it('fall back to SMS once when the webhook reports the WhatsApp message failed', async () => {
    const wire = channels();
    const test = await buildTestApp({ env: ACCOUNT, adapters: wire.adapters });
    const asha = await member(test, { mobile: '9811000008' }, wire.mail);
    await optIn(test, asha.accessToken);

    await requestCode(test.app, { email: asha.email });
    await test.app.outboxWorker.runOnce();
    expect(wire.whatsapp.tries).toHaveLength(1);
    await postWebhook(test, statusEvent('wamid.test.1', 'failed'));
    await postWebhook(test, statusEvent('wamid.test.1', 'failed'));
    await test.app.outboxWorker.runOnce();
    await test.app.outboxWorker.runOnce();
    expect(wire.sms.tries).toHaveLength(1);
    expect(wire.sms.tries[0]?.text).toContain(wire.whatsapp.tries[0]?.parameters[0] ?? 'none');
    // The SMS got through: the e-mail is dropped.
    expect(wire.mail.tries).toEqual([]);
  });

  it('go by the identifier only when the opt-in was withdrawn or the number is no longer the proved one', async () => {
    const wire = channels();
    const test = await buildTestApp({ env: ACCOUNT, adapters: wire.adapters });
    const asha = await member(test, { mobile: '9811000009' }, wire.mail);
    await optIn(test, asha.accessToken);
    await optIn(test, asha.accessToken, false);
    await requestCode(test.app, { email: asha.email });
    await test.app.outboxWorker.runOnce();
    expect(wire.whatsapp.tries).toEqual([]);
    expect(wire.mail.tries).toHaveLength(1);

    // Opted in again, then the account's number changes: the opt-in was for the old one.
    await optIn(test, asha.accessToken);
    await test.db
      .update(users)
      .set({ mobileNumber: '9811000099' })
      .where(eq(users.id, asha.userId));
    await requestCode(test.app, { email: asha.email });
    await test.app.outboxWorker.runOnce();
    expect(wire.whatsapp.tries).toEqual([]);
    expect(wire.mail.tries).toHaveLength(2);
    const standing = await test.app.inject({
      method: 'GET',
      url: '/me/whatsapp',
      headers: auth(asha.accessToken),
    });
    expect(standing.json()).toMatchObject({ optedIn: false, phone: '+919811000099' });
  });

  it('the local sender shows the code in the development mailbox as WhatsApp', async () => {
    const test = await buildTestApp();
    const asha = await member(test, { mobile: '9811000010' });
    await optIn(test, asha.accessToken);
    await requestCode(test.app, { email: asha.email });
    await test.app.outboxWorker.runOnce();
    const response = await test.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      query: { to: asha.phone },
    });
    const [message] = devOutboxResponseSchema.parse(response.json());
    expect(message).toMatchObject({ channel: 'whatsapp', subject: null });
    expect(message?.text).toMatch(/^WhatsApp template sign_in_code \(en\)\n\{\{1\}\} \d{6}$/);
  });
});
