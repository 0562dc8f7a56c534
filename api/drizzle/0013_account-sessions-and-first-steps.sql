-- My Account lists the signed-in devices: each session keeps the browser's User-Agent and the
-- client address of its last sign-in or refresh; ending one is audited ('session.end').
-- The welcome checklist records the first visit to Meet the Members and its dismissal.
CREATE TABLE "first_steps" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"met_members_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "first_steps" ADD CONSTRAINT "first_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK (action in ('news.create', 'news.delete', 'membership.terminate', 'role.grant', 'role.revoke', 'session.end'));