import { once } from 'node:events';
import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { devMailboxSender } from '../src/adapters/dev-mailbox-sender';
import { smtpMailSender } from '../src/adapters/mail/smtp-mail-sender';
import { webhookSmsSender } from '../src/adapters/sms/webhook-sms-sender';
import { localDiskStorage } from '../src/adapters/storage/local-disk-storage';
import { buildTestApp } from './helpers/test-app';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** An HTTP endpoint on 127.0.0.1 that records requests and answers with `status`. */
async function webhook(status: number) {
  const received: { headers: IncomingMessage['headers']; body: string }[] = [];
  const server = createHttpServer((request, response) => {
    void readBody(request).then((body) => {
      received.push({ headers: request.headers, body });
      response.writeHead(status).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`, received };
}

/** Just enough of an SMTP server on 127.0.0.1 to accept one message. */
async function smtpServer() {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server = createTcpServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else {
            current.data += `${line}\n`;
          }
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
        else if (/^MAIL FROM:/i.test(line)) {
          current.from = line.slice(10);
          socket.write('250 ok\r\n');
        } else if (/^RCPT TO:/i.test(line)) {
          current.to.push(line.slice(8));
          socket.write('250 ok\r\n');
        } else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`, messages };
}

describe('mail and SMS adapters', () => {
  it('send e-mail through SMTP from MAIL_FROM', async () => {
    const smtp = await smtpServer();
    const sender = smtpMailSender(smtp.url, 'BizBridge Club <no-reply@bizbridge.club>');
    cleanups.push(async () => sender.close?.());
    await sender.send({
      to: 'member@demo.club',
      subject: 'Your BizBridge Club sign-in code',
      text: 'Your BizBridge Club sign-in code is 123456.',
    });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]?.from).toContain('no-reply@bizbridge.club');
    expect(smtp.messages[0]?.to).toEqual(['<member@demo.club>']);
    expect(smtp.messages[0]?.data).toContain('Subject: Your BizBridge Club sign-in code');
    expect(smtp.messages[0]?.data).toContain('Your BizBridge Club sign-in code is 123456.');
  });

  it('post SMS as JSON { to, text } to the webhook, with its token', async () => {
    const hook = await webhook(202);
    await webhookSmsSender(hook.url, 'sms-token').send({
      to: '+919800000002',
      subject: null,
      text: '123456 is your BizBridge Club sign-in code.',
    });
    expect(hook.received).toHaveLength(1);
    expect(JSON.parse(hook.received[0]?.body ?? '')).toEqual({
      to: '+919800000002',
      text: '123456 is your BizBridge Club sign-in code.',
    });
    expect(hook.received[0]?.headers['content-type']).toBe('application/json');
    expect(hook.received[0]?.headers.authorization).toBe('Bearer sms-token');
  });

  it('fail when the SMS webhook answers with an error', async () => {
    const hook = await webhook(500);
    await expect(
      webhookSmsSender(hook.url, null).send({ to: '+15550100', subject: null, text: 'x' }),
    ).rejects.toThrow('SMS webhook answered HTTP 500');
  });

  it('are chosen from the configuration', async () => {
    const development = await buildTestApp();
    expect(development.app.ctx.adapters.mail).toBe(devMailboxSender);
    expect(development.app.ctx.adapters.sms).toBe(devMailboxSender);
    expect(development.app.ctx.adapters.rateLimitStore.name).toBe('memory');
    expect(development.app.ctx.adapters.storage.name).toBe('local-disk');

    const configured = await buildTestApp({
      env: { SMTP_URL: 'smtp://127.0.0.1:2525', SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms' },
    });
    const { mail, sms } = configured.app.ctx.adapters;
    expect([mail.name, sms.name]).toEqual(['smtp', 'sms-webhook']);

    // Production never falls back to the development mailbox: delivery fails and is retried.
    const production = (await buildTestApp({ env: { NODE_ENV: 'production' } })).app.ctx.adapters;
    await expect(production.mail.send({ to: 'a@b.in', subject: 's', text: 't' })).rejects.toThrow(
      'No transport configured: set SMTP_URL',
    );
    await expect(
      production.sms.send({ to: '+919800000002', subject: null, text: 't' }),
    ).rejects.toThrow('No transport configured: set SMS_WEBHOOK_URL');
  });
});

describe('local disk storage', () => {
  function storage() {
    const folder = mkdtempSync(join(tmpdir(), 'club-api-storage-'));
    cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
    return localDiskStorage(folder, 'https://api.bizbridge.example', Buffer.alloc(32, 1));
  }

  it('keeps, reads and deletes a file under its key, with a public URL on the API', async () => {
    const files = storage();
    expect(files.publicUrl('news/demo/solar.webp')).toBe(
      'https://api.bizbridge.example/files/news/demo/solar.webp',
    );
    expect(await files.exists('news/demo/solar.webp')).toBe(false);
    expect(await files.read('news/demo/solar.webp')).toBeNull();

    await files.put('news/demo/solar.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
    expect(await files.exists('news/demo/solar.webp')).toBe(true);
    const stored = await files.read('news/demo/solar.webp');
    expect(stored && { ...stored, body: await text(stored.body) }).toEqual({
      body: 'RIFF....WEBP',
      contentType: 'image/webp',
      size: 12,
    });

    await files.delete('news/demo/solar.webp');
    expect(await files.exists('news/demo/solar.webp')).toBe(false);
  });

  it('refuses keys that could leave its folder, and a content type the key does not name', async () => {
    const files = storage();
    for (const key of [
      '../secrets.json',
      'news/../../x.webp',
      '/etc/x.png',
      '.hidden.png',
      'a//b.png',
      'news/x.exe',
    ]) {
      await expect(files.read(key), key).rejects.toThrow('Not a storage key');
    }
    await expect(files.put('news/x.png', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      'news/x.png is stored as image/png, not image/webp',
    );
  });
});
