import { expect } from '@playwright/test';
import { API_URL } from './site';

interface OutboxMessage {
  to: string;
  channel: 'email' | 'sms';
  subject: string | null;
  text: string;
  createdAt: string;
}

/** "… code is 123456." or "123456 is your … code …": a code and the word in one sentence. */
const CODE_SENTENCE = /\bcode\b[^.\n]*?\b(\d{6})\b|\b(\d{6})\b[^.\n]*?\bcode\b/i;

async function outboxFor(to: string, apiUrl: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${apiUrl}/dev/outbox?to=${encodeURIComponent(to)}`);
  return (await response.json()) as OutboxMessage[];
}

const messageKey = (message: OutboxMessage) => `${message.createdAt}\n${message.text}`;

/**
 * The messages already in the outbox for `to`, to pass to `latestCode` as
 * `seen`: a test that moved the API's development clock forward cannot tell
 * new messages from old by their time.
 */
export async function outboxMark(to: string, apiUrl = API_URL): Promise<Set<string>> {
  return new Set((await outboxFor(to, apiUrl)).map(messageKey));
}

/**
 * The newest one-time code sent to `to` (an e-mail or +<country><number>)
 * after `since` (and not among `seen`), read from the API's development outbox.
 */
export async function latestCode(
  to: string,
  since: Date,
  apiUrl = API_URL,
  seen: ReadonlySet<string> = new Set(),
): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        // Only a message that carries a code: a receipt sent meanwhile has 6-digit numbers too.
        const fresh = (await outboxFor(to, apiUrl))
          .filter(
            (message) => new Date(message.createdAt) >= since && !seen.has(messageKey(message)),
          )
          .map((message) => CODE_SENTENCE.exec(message.text))
          .find((match) => match !== null);
        code = fresh?.[1] ?? fresh?.[2] ?? '';
        return code;
      },
      { message: `a sign-in code for ${to}`, timeout: 10_000 },
    )
    .not.toBe('');
  return code;
}

/** Where the API e-mails inquiries in the e2e site (CLUB_INBOX_EMAIL's default). */
export const CLUB_INBOX = 'hello@bizbridge.club';

/** Waits until the club's inbox has a message with this subject whose text contains `text`. */
export async function expectInClubInbox(subject: string, text: string, apiUrl = API_URL) {
  await expect
    .poll(
      async () => {
        const response = await fetch(`${apiUrl}/dev/outbox?to=${encodeURIComponent(CLUB_INBOX)}`);
        const messages = (await response.json()) as OutboxMessage[];
        return messages.some(
          (message) => message.subject === subject && message.text.includes(text),
        );
      },
      { message: `"${subject}" in the club's inbox`, timeout: 10_000 },
    )
    .toBe(true);
}

/** The newest e-mail to `to` with this subject, once it has arrived. */
export async function latestMail(to: string, subject: string, apiUrl = API_URL): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const response = await fetch(`${apiUrl}/dev/outbox?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as OutboxMessage[];
        text = messages.find((message) => message.subject === subject)?.text ?? '';
        return text;
      },
      { message: `"${subject}" to ${to}`, timeout: 10_000 },
    )
    .not.toBe('');
  return text;
}

/** The text of the newest message to `to` (an e-mail or +<country><number>) sent after `since`. */
export async function latestMessage(to: string, since: Date, apiUrl = API_URL): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const fresh = (await outboxFor(to, apiUrl)).find(
          (message) => new Date(message.createdAt) >= since,
        );
        text = fresh?.text ?? '';
        return text;
      },
      { message: `a message to ${to}`, timeout: 10_000 },
    )
    .not.toBe('');
  return text;
}

/** The path and query of the site link in a mail that goes to `path` (the site is the e2e one). */
export function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${path}\\?[^\\s]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no link to ${path} in: ${text}`);
  return match[1];
}
