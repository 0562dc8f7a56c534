CREATE TABLE "correction_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"changes" jsonb NOT NULL,
	"reason" text NOT NULL,
	"decided_by" uuid,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "correction_requests_status_check" CHECK ("correction_requests"."status" in ('open', 'approved', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"object_key" text,
	"token_hash" text,
	"requested_at" timestamp (3) with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone,
	CONSTRAINT "data_exports_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('preparing', 'ready', 'downloaded', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "correction_requests" ADD CONSTRAINT "correction_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correction_requests" ADD CONSTRAINT "correction_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correction_requests" ADD CONSTRAINT "correction_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "correction_requests_status_created_idx" ON "correction_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "correction_requests_company_idx" ON "correction_requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "correction_requests_one_open_idx" ON "correction_requests" USING btree ("company_id") WHERE "correction_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "data_exports_user_requested_idx" ON "data_exports" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "data_exports_ready_idx" ON "data_exports" USING btree ("ready_at") WHERE "data_exports"."object_key" is not null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK (action in ('news.create', 'news.delete', 'membership.terminate', 'role.grant', 'role.revoke', 'session.end', 'payment.refund', 'invoice.resend', 'signin-code.resend', 'inquiry.update', 'grievance.answer', 'members.export', 'newsletter.export', 'gst.export', 'correction.approve', 'correction.refuse', 'account.close', 'personal_data.read'));--> statement-breakpoint
-- How long each kind of data is kept, in days (hours for export files); the retention job reads them at every run.
INSERT INTO "settings" ("key", "value") VALUES
('retention.unverified_registration_days', '30'),
('retention.expired_code_days', '90'),
('retention.ended_session_days', '90'),
('retention.inquiry_days', '730'),
('retention.data_export_hours', '24'),
('retention.personal_data_access_log_days', '365')
ON CONFLICT ("key") DO NOTHING;
