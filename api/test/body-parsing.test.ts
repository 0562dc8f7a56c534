import { createHmac } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';

const MB = 1024 * 1024;
const WEBHOOK_SECRET = 'test-webhook-secret';

/**
 * What a payment webhook will do: in its own scope, read JSON bodies as raw
 * bytes (to check the sender's signature over them) with a 2 MB limit.
 */
const rawWebhookPlugin: FastifyPluginAsync = async (scope) => {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  scope.addHook('onRoute', (route) => {
    route.bodyLimit ??= 2 * MB;
  });
  scope.post('/test-webhook', { config: { access: 'public' } }, async (request) => {
    const raw = request.body as Buffer;
    const signature = createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex');
    return { bytes: raw.length, signatureValid: signature === request.headers['x-signature'] };
  });
};

function post(app: Awaited<ReturnType<typeof buildTestApp>>['app'], url: string, payload: string) {
  const signature = createHmac('sha256', WEBHOOK_SECRET).update(payload).digest('hex');
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'x-signature': signature },
    payload,
  });
}

describe('body parsing per plugin', () => {
  it('lets a plugin read raw bodies with its own limit while the rest of the API parses JSON', async () => {
    const { app } = await buildTestApp();
    await app.register(rawWebhookPlugin);

    // The webhook sees the exact bytes, even ones that are not valid JSON.
    const exact = '{ "event":  "payment.captured", "amount": 5900000 }';
    expect((await post(app, '/test-webhook', exact)).json()).toEqual({
      bytes: exact.length,
      signatureValid: true,
    });
    expect((await post(app, '/test-webhook', '{"truncated":')).statusCode).toBe(200);

    // Its limit is 2 MB; everywhere else it stays 1 MB.
    const large = JSON.stringify({ email: 'a@b.in', padding: 'x'.repeat(1.5 * MB) });
    expect((await post(app, '/test-webhook', large)).statusCode).toBe(200);
    const tooLarge = await post(app, '/test-webhook', large + ' '.repeat(MB));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe(
      'The request body is too large (the limit is 2 MB).',
    );
    const elsewhere = await post(app, '/auth/otp/request', large);
    expect(elsewhere.statusCode).toBe(413);
    expect(elsewhere.json().error.message).toBe(
      'The request body is too large (the limit is 1 MB).',
    );

    // JSON parsing elsewhere is unchanged: malformed JSON is a 400, valid JSON is read.
    const malformed = await post(app, '/auth/otp/request', '{"truncated":');
    expect(malformed.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
    });
    const parsed = await post(app, '/auth/otp/request', '{"email":"nobody@example.in"}');
    expect(parsed.statusCode).toBe(200);
    expect(parsed.json()).toEqual({ nonce: expect.any(String) });
  });
});
