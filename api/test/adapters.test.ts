import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { smtpMailSender } from '../src/adapters/mail/smtp-mail-sender';
import { webhookSmsSender } from '../src/adapters/sms/webhook-sms-sender';
import { paymentSignature } from '../src/adapters/payments/payments';
import { razorpayPayments } from '../src/adapters/payments/razorpay-payments';
import { localDiskStorage } from '../src/adapters/storage/local-disk-storage';
import { buildTestApp, PRODUCTION_ENV } from './helpers/test-app';

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

  it('send attachments with an e-mail (a tax invoice with its receipt)', async () => {
    const smtp = await smtpServer();
    const sender = smtpMailSender(smtp.url, 'BizBridge Club <no-reply@bizbridge.club>');
    cleanups.push(async () => sender.close?.());
    await sender.send({
      to: 'member@demo.club',
      subject: 'Your BizBridge Club membership receipt',
      text: 'Your GST tax invoice is attached.',
      attachments: [
        {
          filename: 'BBC-26-27-000001.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('%PDF-1.3 test'),
        },
      ],
    });
    const data = smtp.messages[0]?.data ?? '';
    expect(data).toContain('Content-Type: multipart/mixed');
    expect(data).toMatch(/Content-Type: application\/pdf; name=BBC-26-27-000001\.pdf/);
    expect(data).toContain('Content-Disposition: attachment; filename=BBC-26-27-000001.pdf');
    expect(data).toContain(Buffer.from('%PDF-1.3 test').toString('base64'));
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
    expect(development.app.ctx.adapters.mail.name).toBe('dev-mailbox');
    expect(development.app.ctx.adapters.sms.name).toBe('dev-mailbox');
    expect(development.app.ctx.adapters.rateLimitStore.name).toBe('memory');
    expect(development.app.ctx.adapters.storage.name).toBe('local-disk');

    const configured = await buildTestApp({
      env: { SMTP_URL: 'smtp://127.0.0.1:2525', SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms' },
    });
    const { mail, sms } = configured.app.ctx.adapters;
    expect([mail.name, sms.name]).toEqual(['smtp', 'sms-webhook']);

    // Production has real senders (it refuses to start without them).
    const production = (await buildTestApp({ env: PRODUCTION_ENV })).app.ctx.adapters;
    expect([production.mail.name, production.sms.name]).toEqual(['smtp', 'sms-webhook']);
    const { SMTP_URL: _smtp, SMS_WEBHOOK_URL: _sms, ...withoutSenders } = PRODUCTION_ENV;
    await expect(buildTestApp({ env: withoutSenders })).rejects.toThrow(
      /SMTP_URL: must be set in production[^]*SMS_WEBHOOK_URL: must be set in production/,
    );

    // Elsewhere without DEV_MAILBOX there is no fallback: delivery fails and is retried.
    const adapters = (await buildTestApp({ env: { NODE_ENV: 'development', DEV_MAILBOX: '0' } }))
      .app.ctx.adapters;
    await expect(adapters.mail.send({ to: 'a@b.in', subject: 's', text: 't' })).rejects.toThrow(
      'No transport configured: set SMTP_URL',
    );
    await expect(
      adapters.sms.send({ to: '+919800000002', subject: null, text: 't' }),
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

/** A refund as Razorpay describes it. */
interface RazorpayRefundEntity {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  currency: 'INR';
  notes: unknown;
  status: 'processed' | 'failed';
  speed_requested: unknown;
  created_at: number;
}

/**
 * Just enough of Razorpay's API on 127.0.0.1: create an order, a plan and a
 * subscription, cancel a subscription (refused once it is cancelled, as
 * Razorpay does) and fetch one; list an order's payments; refund a payment
 * (refused once it is fully refunded, as Razorpay does, or when told to) and
 * list its refunds.
 */
async function razorpayApi() {
  const received: {
    method: string;
    url: string;
    authorization: string;
    body: Record<string, unknown>;
  }[] = [];
  const subscriptions = new Map<string, string>();
  const orderPayments = new Map<string, Record<string, unknown>[]>();
  const refunds = new Map<string, RazorpayRefundEntity[]>();
  /** Payments whose refund Razorpay refuses (an outage, say). */
  const refusesRefund = new Set<string>();
  const answer = (response: ServerResponse, status: number, body: object) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const badRequest = (response: ServerResponse, description: string) =>
    answer(response, 400, { error: { code: 'BAD_REQUEST_ERROR', description } });
  const server = createHttpServer((request, response) => {
    void readBody(request).then((raw) => {
      const url = request.url ?? '';
      const method = request.method ?? '';
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      received.push({ method, url, authorization: request.headers.authorization ?? '', body });
      const path = url.split('?')[0] ?? '';
      const ofOrder = /^\/v1\/orders\/(order_\w+)\/payments$/.exec(path);
      if (ofOrder?.[1] && method === 'GET') {
        const items = orderPayments.get(ofOrder[1]) ?? [];
        return answer(response, 200, { entity: 'collection', count: items.length, items });
      }
      const refundOf = /^\/v1\/payments\/(pay_\w+)\/(refund|refunds)$/.exec(path);
      if (refundOf?.[1] && refundOf[2] === 'refunds' && method === 'GET') {
        const items = refunds.get(refundOf[1]) ?? [];
        return answer(response, 200, { entity: 'collection', count: items.length, items });
      }
      if (refundOf?.[1] && refundOf[2] === 'refund' && method === 'POST') {
        const paymentId = refundOf[1];
        if (refusesRefund.has(paymentId)) return badRequest(response, 'Server error');
        const made = refunds.get(paymentId) ?? [];
        if (made.some((refund) => refund.status !== 'failed')) {
          return badRequest(response, 'The payment has been fully refunded already');
        }
        const refund: RazorpayRefundEntity = {
          id: `rfnd_RzpTest${String(refunds.size + 1).padStart(7, '0')}`,
          entity: 'refund',
          payment_id: paymentId,
          amount: Number(body.amount),
          currency: 'INR',
          notes: body.notes,
          status: 'processed',
          speed_requested: body.speed,
          created_at: 1_795_600_000,
        };
        refunds.set(paymentId, [...made, refund]);
        return answer(response, 200, refund);
      }
      const subscription = /^\/v1\/subscriptions\/(sub_\w+)(\/cancel)?$/.exec(url);
      if (url === '/v1/orders') {
        return answer(response, 200, {
          id: 'order_RzpTest0000001',
          entity: 'order',
          status: 'created',
        });
      }
      if (url === '/v1/plans') {
        return answer(response, 200, {
          id: 'plan_RzpTest0000001',
          entity: 'plan',
          period: 'yearly',
        });
      }
      if (url === '/v1/subscriptions') {
        subscriptions.set('sub_RzpTest0000001', 'created');
        return answer(response, 200, {
          id: 'sub_RzpTest0000001',
          entity: 'subscription',
          status: 'created',
          short_url: 'https://rzp.io/i/AuthoriseMe',
        });
      }
      if (subscription?.[1] && subscription[2] && method === 'POST') {
        const current = subscriptions.get(subscription[1]);
        if (current === 'cancelled' || current === 'refuses') {
          return badRequest(response, 'Subscription is not cancellable in cancelled status.');
        }
        subscriptions.set(subscription[1], 'cancelled');
        return answer(response, 200, { id: subscription[1], status: 'cancelled' });
      }
      if (subscription?.[1] && method === 'GET') {
        return answer(response, 200, {
          id: subscription[1],
          status: subscriptions.get(subscription[1]) ?? 'active',
        });
      }
      return answer(response, 404, { error: { code: 'BAD_REQUEST_ERROR', description: 'no' } });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    subscriptions,
    orderPayments,
    refunds,
    refusesRefund,
  };
}

describe('Razorpay payments', () => {
  const credentials = {
    keyId: 'rzp_test_abc123',
    keySecret: 'razorpay-key-secret',
    webhookSecret: 'razorpay-webhook-secret',
  };

  it('create orders through the official SDK with the key id and secret', async () => {
    const api = await razorpayApi();
    const payments = razorpayPayments({ ...credentials, apiUrl: api.url });
    const created = await payments.createOrder({
      amountPaise: 5_900_000,
      currency: 'INR',
      receipt: 'e1f5c7f2-6a2b-4c1e-9a57-2f1f0d4e5b6c',
      notes: { transactionId: 'e1f5c7f2-6a2b-4c1e-9a57-2f1f0d4e5b6c' },
    });
    expect(created).toEqual({ orderId: 'order_RzpTest0000001' });
    expect(api.received).toHaveLength(1);
    expect(api.received[0]?.url).toBe('/v1/orders');
    const basic = Buffer.from('rzp_test_abc123:razorpay-key-secret').toString('base64');
    expect(api.received[0]?.authorization).toBe(`Basic ${basic}`);
    expect(api.received[0]?.body).toMatchObject({
      amount: 5_900_000,
      currency: 'INR',
      receipt: 'e1f5c7f2-6a2b-4c1e-9a57-2f1f0d4e5b6c',
    });
  });

  it("check the checkout's and the webhook's signatures with their secrets", () => {
    const payments = razorpayPayments(credentials);
    const signature = paymentSignature('razorpay-key-secret', 'order_A', 'pay_B');
    expect(payments.paymentSignatureValid('order_A', 'pay_B', signature)).toBe(true);
    expect(payments.paymentSignatureValid('order_A', 'pay_C', signature)).toBe(false);
    expect(payments.paymentSignatureValid('order_A', 'pay_B', signature.toUpperCase())).toBe(false);
    const body = Buffer.from('{"event":"payment.captured"}');
    const hook = createHmac('sha256', 'razorpay-webhook-secret').update(body).digest('hex');
    expect(payments.webhookSignatureValid(body, hook)).toBe(true);
    expect(payments.webhookSignatureValid(Buffer.from(`${body.toString()} `), hook)).toBe(false);
  });

  it('create a yearly plan and a subscription that first charges at the end of the term', async () => {
    const api = await razorpayApi();
    const payments = razorpayPayments({ ...credentials, apiUrl: api.url });
    const plan = await payments.createPlan({
      name: 'Producers membership',
      amountPaise: 5_900_000,
    });
    expect(plan).toEqual({ planId: 'plan_RzpTest0000001' });
    const startAt = new Date('2027-11-24T06:30:00.000Z');
    const created = await payments.createSubscription({
      planId: plan.planId,
      amountPaise: 5_900_000,
      startAt,
      totalCount: 30,
      notes: { membershipId: 'e1f5c7f2-6a2b-4c1e-9a57-2f1f0d4e5b6c' },
    });
    expect(created).toEqual({
      subscriptionId: 'sub_RzpTest0000001',
      authorisationUrl: 'https://rzp.io/i/AuthoriseMe',
    });
    expect(api.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /v1/plans',
      'POST /v1/subscriptions',
    ]);
    expect(api.received[0]?.body).toMatchObject({
      period: 'yearly',
      interval: 1,
      item: { name: 'Producers membership', amount: 5_900_000, currency: 'INR' },
    });
    expect(api.received[1]?.body).toMatchObject({
      plan_id: 'plan_RzpTest0000001',
      total_count: 30,
      customer_notify: 1,
      start_at: Math.floor(startAt.getTime() / 1000),
      notes: { membershipId: 'e1f5c7f2-6a2b-4c1e-9a57-2f1f0d4e5b6c' },
    });
  });

  it('cancel a subscription at once, and take an already cancelled one as done', async () => {
    const api = await razorpayApi();
    const payments = razorpayPayments({ ...credentials, apiUrl: api.url });
    api.subscriptions.set('sub_RzpTest0000009', 'active');
    await payments.cancelSubscription('sub_RzpTest0000009');
    expect(api.subscriptions.get('sub_RzpTest0000009')).toBe('cancelled');
    expect(api.received[0]).toMatchObject({
      method: 'POST',
      url: '/v1/subscriptions/sub_RzpTest0000009/cancel',
    });
    // Cancelling again: Razorpay refuses, the subscription is over all the same.
    await expect(payments.cancelSubscription('sub_RzpTest0000009')).resolves.toBeUndefined();
    expect(api.received.map((request) => `${request.method} ${request.url}`).slice(1)).toEqual([
      'POST /v1/subscriptions/sub_RzpTest0000009/cancel',
      'GET /v1/subscriptions/sub_RzpTest0000009',
    ]);
    // Refused while still live (a Razorpay outage, say): an error, so the job tries again later.
    api.subscriptions.set('sub_RzpStubborn001', 'refuses');
    await expect(payments.cancelSubscription('sub_RzpStubborn001')).rejects.toBeDefined();
  });

  it('refund a payment in full at normal speed with our notes; asked again, answer that refund instead of a second', async () => {
    const api = await razorpayApi();
    const payments = razorpayPayments({ ...credentials, apiUrl: api.url });
    const refund = {
      paymentId: 'pay_RzpDuplicate01',
      amountPaise: 5_900_000,
      notes: { transactionId: 'e1f5c7f2-6a2b-4c1e-9a57-2f1f0d4e5b6c', reason: 'already-active' },
    };
    const made = await payments.refundPayment(refund);
    expect(made).toEqual({ refundId: 'rfnd_RzpTest0000001' });
    expect(api.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /v1/payments/pay_RzpDuplicate01/refunds',
      'POST /v1/payments/pay_RzpDuplicate01/refund',
    ]);
    expect(api.received[1]?.body).toEqual({
      amount: 5_900_000,
      speed: 'normal',
      notes: refund.notes,
    });
    const basic = Buffer.from('rzp_test_abc123:razorpay-key-secret').toString('base64');
    expect(api.received[1]?.authorization).toBe(`Basic ${basic}`);

    // Asked again (the first answer was lost on its way back): the payment's refund is the answer.
    expect(await payments.refundPayment(refund)).toEqual(made);
    expect(api.received.map((request) => request.method).slice(2)).toEqual(['GET']);
    expect(api.refunds.get('pay_RzpDuplicate01')).toHaveLength(1);

    // Refused (an outage): an error, so the reconciliation job asks again later.
    api.refusesRefund.add('pay_RzpRefused0001');
    await expect(
      payments.refundPayment({ ...refund, paymentId: 'pay_RzpRefused0001' }),
    ).rejects.toBeDefined();
    expect(api.refunds.get('pay_RzpRefused0001')).toBeUndefined();
  });

  it("list an order's payments in the API's words", async () => {
    const api = await razorpayApi();
    const payments = razorpayPayments({ ...credentials, apiUrl: api.url });
    const payment = (id: string, status: string, createdAt: number) => ({
      id,
      entity: 'payment',
      amount: 5_900_000,
      currency: 'INR',
      status,
      order_id: 'order_RzpTest0000002',
      method: 'card',
      captured: status === 'captured',
      created_at: createdAt,
    });
    api.orderPayments.set('order_RzpTest0000002', [
      payment('pay_RzpFailed00001', 'failed', 1_795_600_000),
      payment('pay_RzpCaptured001', 'captured', 1_795_600_090),
    ]);
    expect(await payments.fetchOrderPayments('order_RzpTest0000002')).toEqual([
      {
        id: 'pay_RzpFailed00001',
        amountPaise: 5_900_000,
        currency: 'INR',
        status: 'failed',
        createdAt: new Date(1_795_600_000_000),
      },
      {
        id: 'pay_RzpCaptured001',
        amountPaise: 5_900_000,
        currency: 'INR',
        status: 'captured',
        createdAt: new Date(1_795_600_090_000),
      },
    ]);
    expect(api.received).toEqual([
      expect.objectContaining({ method: 'GET', url: '/v1/orders/order_RzpTest0000002/payments' }),
    ]);
    expect(await payments.fetchOrderPayments('order_RzpNobodyPaid')).toEqual([]);
  });

  it('fail when Razorpay refuses the order', async () => {
    const payments = razorpayPayments({ ...credentials, apiUrl: 'http://127.0.0.1:9' });
    await expect(
      payments.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r', notes: {} }),
    ).rejects.toBeDefined();
  });
});
