import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { devMailbox } from './dev-mailbox-schema';

/** The development mailbox, newest first, optionally for one recipient. */
export function listDevMailbox(db: Database, to: string | undefined, limit: number) {
  return db
    .select({
      to: devMailbox.to,
      channel: devMailbox.channel,
      subject: devMailbox.subject,
      text: devMailbox.text,
      createdAt: devMailbox.createdAt,
    })
    .from(devMailbox)
    .where(to ? eq(devMailbox.to, to) : undefined)
    .orderBy(desc(devMailbox.id))
    .limit(limit);
}
