import type { MessageSender } from '../message-sender';

/** SMS through an HTTP gateway: POST `{ to, text }` as JSON to `SMS_WEBHOOK_URL`. */
export function webhookSmsSender(url: string, token: string | null): MessageSender {
  return {
    name: 'sms-webhook',
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS webhook answered HTTP ${response.status}`);
    },
  };
}
