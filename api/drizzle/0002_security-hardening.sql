CREATE TABLE "dev_mailbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_mailbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_mailbox_channel_check" CHECK ("dev_mailbox"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
ALTER TABLE "otp_codes" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
-- Rows written before this migration get a kind; new rows always name theirs.
ALTER TABLE "outbox" ADD COLUMN "kind" text DEFAULT 'message' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
-- Delivered and abandoned messages keep no text (it may hold a sign-in code).
UPDATE "outbox" SET "text" = NULL WHERE "sent_at" IS NOT NULL OR "next_attempt_at" IS NULL;--> statement-breakpoint
CREATE INDEX "dev_mailbox_to_idx" ON "dev_mailbox" USING btree ("to","id");