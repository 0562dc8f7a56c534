import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { devOutboxResponseSchema } from '@club/contract/dev-outbox';
import { afterEach, describe, expect, it } from 'vitest';
import { cloudApiWhatsAppSender } from '../src/adapters/whatsapp/cloud-api-whatsapp-sender';
import { localWhatsAppSender } from '../src/adapters/whatsapp/local-whatsapp-sender';
import {
  sendingOnlyToOptedIn,
  WhatsAppSendError,
  type WhatsAppSender,
} from '../src/adapters/whatsapp/whatsapp-sender';
import type { MessageSender, OutgoingMessage } from '../src/adapters/message-sender';
import { buildTestApp, PRODUCTION_ENV } from './helpers/test-app';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const TEMPLATES = { signInCode: 'club_sign_in', leadAlert: 'club_lead_alert', language: 'en' };

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** A stand-in for graph.facebook.com on 127.0.0.1: records requests, answers `status` with `answer`. */
async function graphApi(status = 200, answer: unknown = { messages: [{ id: 'wamid.HBgM0001' }] }) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
      });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sender = cloudApiWhatsAppSender({
    apiUrl,
    apiVersion: 'v21.0',
    phoneNumberId: '109876543210',
    token: 'whatsapp-test-token',
    templates: TEMPLATES,
  });
  return { sender, received };
}

/** A development mailbox of one's own: what the local sender hands it. */
function recordingMailbox() {
  const kept: OutgoingMessage[] = [];
  const mailbox: MessageSender = {
    name: 'recording',
    send(message) {
      kept.push(message);
      return Promise.resolve();
    },
  };
  return { mailbox, kept };
}

describe('the WhatsApp Cloud API sender', () => {
  it('posts a sign-in code as an authentication template: the code in the body and the copy-code button', async () => {
    const { sender, received } = await graphApi();
    const sent = await sender.send({
      to: '+919800000002',
      template: 'signInCode',
      parameters: ['482913'],
    });

    expect(sent).toEqual({ messageId: 'wamid.HBgM0001' });
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe('POST');
    expect(received[0]?.url).toBe('/v21.0/109876543210/messages');
    expect(received[0]?.headers.authorization).toBe('Bearer whatsapp-test-token');
    expect(received[0]?.headers['content-type']).toBe('application/json');
    expect(received[0]?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '+919800000002',
      type: 'template',
      template: {
        name: 'club_sign_in',
        language: { code: 'en' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
          {
            type: 'button',
            sub_type: 'url',
            index: '0',
            parameters: [{ type: 'text', text: '482913' }],
          },
        ],
      },
    });
  });

  it('posts a lead alert as a template with its body parameters only', async () => {
    const { sender, received } = await graphApi();
    await sender.send({
      to: '+919800000002',
      template: 'leadAlert',
      parameters: ['Solar panels for a factory roof (Pune)'],
    });
    expect(received[0]?.body).toMatchObject({
      template: {
        name: 'club_lead_alert',
        components: [
          {
            type: 'body',
            parameters: [{ type: 'text', text: 'Solar panels for a factory roof (Pune)' }],
          },
        ],
      },
    });
  });

  it("fails with Meta's error code, never the code it carried", async () => {
    const { sender } = await graphApi(400, {
      error: { code: 131026, message: 'Message undeliverable', type: 'OAuthException' },
    });
    const failure = await sender
      .send({ to: '+919800000002', template: 'signInCode', parameters: ['482913'] })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WhatsAppSendError);
    expect(failure).toMatchObject({
      message: 'WhatsApp Cloud API answered HTTP 400 (error 131026)',
      permanent: true,
    });
    expect(String(failure)).not.toContain('482913');

    const { sender: busy } = await graphApi(503, {});
    await expect(
      busy.send({ to: '+919800000002', template: 'signInCode', parameters: ['482913'] }),
    ).rejects.toMatchObject({ message: 'WhatsApp Cloud API answered HTTP 503', permanent: false });
  });

  it('sends nothing that breaks the rules: a number not in international form, a bad code, missing parameters', async () => {
    const { sender, received } = await graphApi();
    await expect(
      sender.send({ to: '9800000002', template: 'signInCode', parameters: ['482913'] }),
    ).rejects.toThrow('international form');
    await expect(
      sender.send({ to: '+919800000002', template: 'signInCode', parameters: ['48 29'] }),
    ).rejects.toThrow('4 to 8 digits');
    await expect(
      sender.send({ to: '+919800000002', template: 'leadAlert', parameters: [] }),
    ).rejects.toThrow('wrong number of parameters');
    await expect(
      sender.send({ to: '+919800000002', template: 'leadAlert', parameters: ['two\nlines'] }),
    ).rejects.toThrow('new line');
    expect(received).toEqual([]);
  });
});

describe('the local WhatsApp sender', () => {
  it('keeps the message in the mailbox with a message id of the same kind', async () => {
    const { mailbox, kept } = recordingMailbox();
    const sent = await localWhatsAppSender(mailbox, TEMPLATES).send({
      to: '+919800000002',
      template: 'signInCode',
      parameters: ['482913'],
    });
    expect(sent.messageId).toMatch(/^wamid\.local\./);
    expect(kept).toEqual([
      {
        to: '+919800000002',
        subject: null,
        text: 'WhatsApp template club_sign_in (en)\n{{1}} 482913',
      },
    ]);
  });

  it('makes the same checks as the real one', async () => {
    const { mailbox, kept } = recordingMailbox();
    const local = localWhatsAppSender(mailbox, TEMPLATES);
    await expect(
      local.send({ to: '9800000002', template: 'signInCode', parameters: ['482913'] }),
    ).rejects.toThrow('international form');
    expect(kept).toEqual([]);
  });

  it('and the real one both refuse a number without an opt-in, alike, before sending', async () => {
    const { sender: real, received } = await graphApi();
    const { mailbox, kept } = recordingMailbox();
    const optedIn = new Set(['+919800000002']);
    const check = (to: string) => Promise.resolve(optedIn.has(to));
    const failures = await Promise.all(
      [real, localWhatsAppSender(mailbox, TEMPLATES)].map((sender: WhatsAppSender) =>
        sendingOnlyToOptedIn(sender, check)
          .send({ to: '+919800000003', template: 'signInCode', parameters: ['482913'] })
          .catch((error: unknown) => error),
      ),
    );
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(WhatsAppSendError);
      expect(failure).toMatchObject({
        message: 'The number has not opted in to WhatsApp messages',
        permanent: true,
      });
    }
    expect(received).toEqual([]);
    expect(kept).toEqual([]);

    await sendingOnlyToOptedIn(real, check).send({
      to: '+919800000002',
      template: 'signInCode',
      parameters: ['482913'],
    });
    expect(received).toHaveLength(1);
  });
});

describe('the WhatsApp adapter', () => {
  const ACCOUNT = {
    WHATSAPP_TOKEN: 'whatsapp-token',
    WHATSAPP_PHONE_NUMBER_ID: '109876543210',
    WHATSAPP_APP_SECRET: 'whatsapp-app-secret',
    WHATSAPP_VERIFY_TOKEN: 'whatsapp-verify-token',
  };

  it('is the local one by default, which shows messages in the development mailbox', async () => {
    const { app } = await buildTestApp();
    expect(app.ctx.adapters.whatsapp.name).toBe('whatsapp-local');
    await app.ctx.adapters.whatsapp.send({
      to: '+919800000002',
      template: 'leadAlert',
      parameters: ['Office chairs for 40 people'],
    });
    const response = await app.inject({
      method: 'GET',
      url: '/dev/outbox',
      query: { to: '+919800000002' },
    });
    expect(devOutboxResponseSchema.parse(response.json())).toMatchObject([
      {
        channel: 'whatsapp',
        subject: null,
        text: 'WhatsApp template lead_alert (en)\n{{1}} Office chairs for 40 people',
      },
    ]);
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.body).toContain('<span class="channel">WhatsApp</span>');
  });

  it('is the Cloud API when the account is configured, in development and production alike', async () => {
    const development = await buildTestApp({ env: ACCOUNT });
    expect(development.app.ctx.adapters.whatsapp.name).toBe('whatsapp-cloud-api');
    const production = await buildTestApp({ env: { ...PRODUCTION_ENV, ...ACCOUNT } });
    expect(production.app.ctx.adapters.whatsapp.name).toBe('whatsapp-cloud-api');
  });

  it('is none in production without an account: sends fail, so messages go by SMS', async () => {
    const { app } = await buildTestApp({ env: PRODUCTION_ENV });
    expect(app.ctx.adapters.whatsapp.name).toBe('none');
    await expect(
      app.ctx.adapters.whatsapp.send({
        to: '+919800000002',
        template: 'signInCode',
        parameters: ['482913'],
      }),
    ).rejects.toThrow('No WhatsApp account configured');
  });

  it('refuses to start with half an account, in production and elsewhere', async () => {
    const { WHATSAPP_APP_SECRET: _secret, WHATSAPP_VERIFY_TOKEN: _verify, ...half } = ACCOUNT;
    const problem =
      /WHATSAPP_TOKEN: WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN are set together or not at all \(missing: WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN\)/;
    await expect(buildTestApp({ env: { ...PRODUCTION_ENV, ...half } })).rejects.toThrow(problem);
    await expect(buildTestApp({ env: half })).rejects.toThrow(problem);
  });
});
