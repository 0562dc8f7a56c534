import { expect } from '@playwright/test';
import { API_URL } from './site';

interface OutboxMessage {
  to: string;
  channel: 'email' | 'sms';
  subject: string | null;
  text: string;
  createdAt: string;
}

/**
 * The newest one-time code sent to `to` (an e-mail or +<country><number>)
 * after `since`, read from the API's development outbox.
 */
export async function latestCode(to: string, since: Date, apiUrl = API_URL): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await fetch(`${apiUrl}/dev/outbox?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as OutboxMessage[];
        const fresh = messages.find((message) => new Date(message.createdAt) >= since);
        code = fresh?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
        return code;
      },
      { message: `a sign-in code for ${to}`, timeout: 10_000 },
    )
    .not.toBe('');
  return code;
}
