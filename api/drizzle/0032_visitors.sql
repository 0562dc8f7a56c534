CREATE TABLE "visitor_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meeting_id" uuid NOT NULL,
	"invited_by_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"business_name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"registered_at" timestamp (3) with time zone,
	"privacy_notice_version" text,
	"emails_consent" boolean DEFAULT false NOT NULL,
	"emails_consent_version" text,
	"ticket_code" text,
	"checked_in_at" timestamp (3) with time zone,
	"checked_in_by" uuid,
	"reminder_sent_at" timestamp (3) with time zone,
	"follow_up_sent_at" timestamp (3) with time zone,
	"follow_up_kind" text
);
--> statement-breakpoint
ALTER TABLE "visitor_invitations" ADD CONSTRAINT "visitor_invitations_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_invitations" ADD CONSTRAINT "visitor_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_invitations" ADD CONSTRAINT "visitor_invitations_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_invitations_meeting_email_unique" ON "visitor_invitations" USING btree ("meeting_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_invitations_token_hash_unique" ON "visitor_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_invitations_ticket_code_unique" ON "visitor_invitations" USING btree ("ticket_code");--> statement-breakpoint
CREATE INDEX "visitor_invitations_inviter_idx" ON "visitor_invitations" USING btree ("invited_by_user_id","created_at");--> statement-breakpoint
CREATE INDEX "visitor_invitations_email_idx" ON "visitor_invitations" USING btree ("email");