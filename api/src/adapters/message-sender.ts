/** The channels a message may reach a person by (the development mailbox shows each). */
export const MAILBOX_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type MailboxChannel = (typeof MAILBOX_CHANNELS)[number];

/** A file an e-mail carries, such as a tax invoice. */
export interface MessageAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A message on its way to one recipient: an e-mail, or an SMS (no subject). */
export interface OutgoingMessage {
  to: string;
  subject: string | null;
  text: string;
  /** E-mail only: the address answers go to, when not the sender's. */
  replyTo?: string;
  /** E-mail only. */
  attachments?: readonly MessageAttachment[];
}

/** Delivers e-mails or SMS; the outbox worker calls it and retries when it throws. */
export interface MessageSender {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
  close?(): Promise<void>;
}

/** No transport configured: delivery fails (and is retried) instead of vanishing. */
export function unconfiguredSender(variable: string): MessageSender {
  return {
    name: 'none',
    send() {
      return Promise.reject(new Error(`No transport configured: set ${variable}`));
    },
  };
}
