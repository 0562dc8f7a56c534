import { appendFileSync, createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { Adapters } from '../../src/adapters/adapters';
import type { ZodApp } from '../../src/http/zod-app';

/**
 * Every test app logs (at trace level) into one file per worker, and every
 * secret a test sees (codes, nonces, tokens, refresh cookies) is written down
 * beside it; `test-audit/run-log.test.ts` runs after all API tests and finds
 * none of the secrets in any log.
 */
let stream: WriteStream | null = null;

function folder(): string {
  const dir = inject('apiTestLogDir');
  mkdirSync(dir, { recursive: true });
  return dir;
}

export function runLogStream(): WriteStream {
  stream ??= createWriteStream(join(folder(), `log-${process.pid}.ndjson`), { flags: 'a' });
  return stream;
}

export function rememberSecret(kind: string, value: string | undefined | null): void {
  if (!value) return;
  appendFileSync(
    join(folder(), `secrets-${process.pid}.ndjson`),
    `${JSON.stringify({ kind, value })}\n`,
  );
}

const CODE_IN_TEXT = /\b(\d{6})\b/g;

function rememberSecretsIn(body: string): void {
  for (const field of ['accessToken', 'nonce'] as const) {
    const match = new RegExp(`"${field}":"([^"]+)"`).exec(body);
    rememberSecret(field, match?.[1]);
  }
}

/** Records what leaves the app: response bodies and cookies, and the texts of sent messages. */
export function recordSecretsOf(app: ZodApp, adapters: Adapters): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload === 'string') {
      rememberSecretsIn(payload);
      if (request.url.startsWith('/dev/')) {
        for (const [, code] of payload.matchAll(CODE_IN_TEXT)) rememberSecret('code', code);
      }
    }
    const cookies = [reply.getHeader('set-cookie') ?? []].flat().map(String);
    for (const cookie of cookies)
      rememberSecret('cookie', /^club_refresh=([^;]+)/.exec(cookie)?.[1]);
    return payload;
  });
  for (const sender of [adapters.mail, adapters.sms]) {
    const send = sender.send.bind(sender);
    sender.send = async (message) => {
      for (const [, code] of message.text.matchAll(CODE_IN_TEXT)) rememberSecret('code', code);
      return send(message);
    };
  }
}
