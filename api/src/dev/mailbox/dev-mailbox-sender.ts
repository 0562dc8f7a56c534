import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { MailboxChannel, MessageSender } from '../../adapters/message-sender';
import { devMailbox } from './dev-mailbox-schema';

/**
 * The local sender of every channel (DEV_MAILBOX=1): a delivered message is
 * kept in the development mailbox table, readable at /dev/mailbox, instead of
 * leaving this machine. The outbox row drops its text like after any delivery.
 */
export function devMailboxSender(
  db: Database,
  clock: Clock,
  channel: MailboxChannel,
): MessageSender {
  return {
    name: 'dev-mailbox',
    async send(message) {
      await db.insert(devMailbox).values({
        channel,
        to: message.to,
        subject: message.subject,
        text: message.text,
        createdAt: clock.now(),
      });
    },
  };
}
