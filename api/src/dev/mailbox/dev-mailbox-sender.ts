import type { Database } from '../../db/database';
import type { OUTBOX_CHANNELS } from '../../db/schema/outbox';
import type { Clock } from '../../lib/clock';
import type { MessageSender } from '../../adapters/message-sender';
import { devMailbox } from './dev-mailbox-schema';

/**
 * The local sender of both channels (DEV_MAILBOX=1): a delivered message is
 * kept in the development mailbox table, readable at /dev/mailbox, instead of
 * leaving this machine. The outbox row drops its text like after any delivery.
 */
export function devMailboxSender(
  db: Database,
  clock: Clock,
  channel: (typeof OUTBOX_CHANNELS)[number],
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
