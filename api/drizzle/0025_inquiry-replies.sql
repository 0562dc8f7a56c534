CREATE TABLE "inquiry_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"text" text NOT NULL,
	"sent_by" uuid,
	"sent_by_name" text NOT NULL,
	"sent_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "inquiry_replies" ADD CONSTRAINT "inquiry_replies_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_replies" ADD CONSTRAINT "inquiry_replies_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_replies_inquiry_sent_idx" ON "inquiry_replies" USING btree ("inquiry_id","sent_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK (action in ('news.create', 'news.delete', 'membership.terminate', 'role.grant', 'role.revoke', 'session.end', 'payment.refund', 'invoice.resend', 'signin-code.resend', 'inquiry.update', 'inquiry.reply', 'grievance.answer', 'members.export', 'newsletter.export', 'gst.export', 'correction.approve', 'correction.refuse', 'account.close', 'personal_data.read'));