import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config/app-config';
import type { OutboxChannel } from './repository';

export interface OutgoingMessage {
  to: string;
  subject: string | null;
  text: string;
}

export interface MessageTransport {
  readonly name: string;
  /**
   * Whether the message left this system. A real transport's messages are
   * redacted after delivery; the development mailbox keeps them readable.
   */
  readonly delivers: boolean;
  send(message: OutgoingMessage): Promise<void>;
  close?(): void;
}

export type MessageTransports = Record<OutboxChannel, MessageTransport>;

/** E-mail through SMTP (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com:465). */
export function smtpTransport(smtpUrl: string, from: string): MessageTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    delivers: true,
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject ?? undefined,
        text: message.text,
      });
    },
    close: () => transporter.close(),
  };
}

/** SMS through an HTTP gateway: POST `{ to, text }` as JSON to `SMS_WEBHOOK_URL`. */
export function smsWebhookTransport(url: string, token: string | null): MessageTransport {
  return {
    name: 'sms-webhook',
    delivers: true,
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

/** Development: the message stays in the outbox table, readable at /dev/outbox. */
export const devMailboxTransport: MessageTransport = {
  name: 'dev-mailbox',
  delivers: false,
  async send() {},
};

/** Production without a configured transport: delivery fails (and is retried). */
function missingTransport(variable: string): MessageTransport {
  return {
    name: 'none',
    delivers: true,
    send() {
      return Promise.reject(new Error(`No transport configured: set ${variable}`));
    },
  };
}

export function transportsFor(config: AppConfig): MessageTransports {
  const fallback = (variable: string) =>
    config.isProduction ? missingTransport(variable) : devMailboxTransport;
  return {
    email: config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : fallback('SMTP_URL'),
    sms: config.smsWebhookUrl
      ? smsWebhookTransport(config.smsWebhookUrl, config.smsWebhookToken)
      : fallback('SMS_WEBHOOK_URL'),
  };
}
