DROP INDEX "visitor_invitations_meeting_email_unique";--> statement-breakpoint
ALTER TABLE "visitor_invitations" ADD COLUMN "emails_consent_withdrawn_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "visitor_invitations" ADD COLUMN "withdrawn_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_invitations_meeting_email_unique" ON "visitor_invitations" USING btree ("meeting_id","email") WHERE "visitor_invitations"."withdrawn_at" is null;