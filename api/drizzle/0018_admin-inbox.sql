DROP INDEX "inquiries_created_at_idx";--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "answered_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "closed_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_actor_email_created_at_id_idx" ON "audit_log" USING btree ("actor_email","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inquiries_created_at_id_idx" ON "inquiries" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inquiries_status_created_at_id_idx" ON "inquiries" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_status_check" CHECK (status in ('new', 'answered', 'closed'));