import type { MessageSender } from './message-sender';

/** The local sender of both channels: the message stays in the outbox table, readable at /dev/mailbox. */
export const devMailboxSender: MessageSender = {
  name: 'dev-mailbox',
  delivers: false,
  async send() {},
};
