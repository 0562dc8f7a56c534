CREATE SEQUENCE "public"."grievance_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "consent_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"granted" boolean NOT NULL,
	"notice_version" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"granted" boolean NOT NULL,
	"notice_version" text NOT NULL,
	"changed_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "consents_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "consents_kind_check" CHECK (kind in ('directory', 'leadAlerts', 'newsletter'))
);
--> statement-breakpoint
CREATE TABLE "grievances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"due_at" timestamp (3) with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp (3) with time zone,
	"answered_by" uuid,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "grievances_reference_unique" UNIQUE("reference"),
	CONSTRAINT "grievances_status_check" CHECK (status in ('open', 'answered'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "privacy_notice_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_notice_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_notice_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consent_history" ADD CONSTRAINT "consent_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_history_user_created_at_idx" ON "consent_history" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "consents_granted_kind_user_idx" ON "consents" USING btree ("kind","user_id") WHERE "consents"."granted";--> statement-breakpoint
CREATE INDEX "grievances_created_at_id_idx" ON "grievances" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "grievances_status_created_at_id_idx" ON "grievances" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK (action in ('news.create', 'news.delete', 'membership.terminate', 'role.grant', 'role.revoke', 'session.end', 'payment.refund', 'invoice.resend', 'signin-code.resend', 'inquiry.update', 'grievance.answer', 'members.export', 'newsletter.export', 'gst.export'));