DROP INDEX "outbox_pending_idx";--> statement-breakpoint
ALTER TABLE "outbox" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "outbox" DROP COLUMN "next_attempt_at";