/** A message on its way to one recipient: an e-mail, or an SMS (no subject). */
export interface OutgoingMessage {
  to: string;
  subject: string | null;
  text: string;
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
