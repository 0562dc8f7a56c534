import { asc, eq } from 'drizzle-orm';
import type { MessageAttachment } from '../../adapters/message-sender';
import type { Database } from '../../db/database';
import { outboxAttachments } from '../../db/schema/outbox-attachments';

/** Attaches files to a queued e-mail; call it in the transaction that queued the message. */
export async function addAttachments(
  db: Database,
  messageId: string,
  files: readonly MessageAttachment[],
): Promise<void> {
  if (files.length === 0) return;
  await db.insert(outboxAttachments).values(files.map((file) => ({ messageId, ...file })));
}

export async function attachmentsOf(db: Database, messageId: string): Promise<MessageAttachment[]> {
  return db
    .select({
      filename: outboxAttachments.filename,
      contentType: outboxAttachments.contentType,
      content: outboxAttachments.content,
    })
    .from(outboxAttachments)
    .where(eq(outboxAttachments.messageId, messageId))
    .orderBy(asc(outboxAttachments.filename));
}

/** A delivered (or given up) message keeps no files: invoices can be downloaded again. */
export async function dropAttachments(db: Database, messageId: string): Promise<void> {
  await db.delete(outboxAttachments).where(eq(outboxAttachments.messageId, messageId));
}
