import { appendFileSync, createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { Adapters } from '../../src/adapters/adapters';
import type { ZodApp } from '../../src/http/zod-app';

/**
 * Every test app logs (at trace level) into one file per worker, and every
 * secret a test sees (codes, nonces, tokens, refresh cookies, one-time links'
 * tokens, upload links' signatures) is written down beside it;
 * `test-audit/run-log.test.ts` runs after all API tests and finds none of the
 * secrets in any log.
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

/**
 * The secrets of the links a message carries: a data export's one-time token
 * (in the path), a newsletter confirmation's or unsubscription's token, a
 * sign-in link's nonce (in the query).
 */
const LINK_SECRETS = [
  { kind: 'linkToken', pattern: /\/privacy\/exports\/([\w-]{20,})/g },
  { kind: 'linkToken', pattern: /[?&]token=([\w.-]{20,})/g },
  { kind: 'nonce', pattern: /[?&]nonce=([\w.-]{20,})/g },
];

/** The signature of an upload link: the local storage's `signature`, S3's `X-Amz-Signature`. */
const UPLOAD_SIGNATURE = /[?&](?:signature|X-Amz-Signature)=([^&"\\\s]+)/g;

function rememberSecretsInText(text: string): void {
  for (const [, code] of text.matchAll(CODE_IN_TEXT)) rememberSecret('code', code);
  for (const { kind, pattern } of LINK_SECRETS) {
    for (const [, value] of text.matchAll(pattern)) rememberSecret(kind, value);
  }
}

function rememberSecretsIn(body: string): void {
  for (const field of ['accessToken', 'nonce'] as const) {
    const match = new RegExp(`"${field}":"([^"]+)"`).exec(body);
    rememberSecret(field, match?.[1]);
  }
  for (const [, signature] of body.matchAll(UPLOAD_SIGNATURE)) {
    rememberSecret('signature', signature);
  }
}

/**
 * Records what leaves the app: response bodies (tokens, nonces, upload links) and
 * cookies, and the texts of sent messages (codes and one-time links).
 */
export function recordSecretsOf(app: ZodApp, adapters: Adapters): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload === 'string') {
      rememberSecretsIn(payload);
      // The development mailbox shows the messages: their codes and links.
      if (request.url.startsWith('/dev/')) rememberSecretsInText(payload);
    }
    const cookies = [reply.getHeader('set-cookie') ?? []].flat().map(String);
    for (const cookie of cookies)
      rememberSecret('cookie', /^club_refresh=([^;]+)/.exec(cookie)?.[1]);
    return payload;
  });
  for (const sender of [adapters.mail, adapters.sms]) {
    const send = sender.send.bind(sender);
    sender.send = async (message) => {
      rememberSecretsInText(message.text);
      return send(message);
    };
  }
  // A WhatsApp sign-in code travels as the template's parameter.
  const sendWhatsApp = adapters.whatsapp.send.bind(adapters.whatsapp);
  adapters.whatsapp.send = async (message) => {
    rememberSecretsInText(message.parameters.join('\n'));
    return sendWhatsApp(message);
  };
}
