CREATE TABLE "lead_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "expires_at" timestamp (3) with time zone DEFAULT now() + interval '30 days' NOT NULL;--> statement-breakpoint
-- Leads posted before expiry existed expire 30 days (the default LEAD_EXPIRY_DAYS) after posting.
UPDATE "leads" SET "expires_at" = "created_at" + interval '30 days';--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "expiry_reminded_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "closed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "winner_company_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "order_value" bigint;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "business_confirmation" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "business_answered_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "lead_responses" ADD CONSTRAINT "lead_responses_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_responses" ADD CONSTRAINT "lead_responses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_responses" ADD CONSTRAINT "lead_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_responses_lead_company_idx" ON "lead_responses" USING btree ("lead_id","company_id");--> statement-breakpoint
CREATE INDEX "lead_responses_company_created_idx" ON "lead_responses" USING btree ("company_id","created_at" DESC NULLS FIRST,"lead_id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_winner_company_id_companies_id_fk" FOREIGN KEY ("winner_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_open_expiry_idx" ON "leads" USING btree ("expires_at") WHERE "leads"."status" = 'open' and "leads"."expiry_reminded_at" is null;--> statement-breakpoint
CREATE INDEX "leads_winner_idx" ON "leads" USING btree ("winner_company_id") WHERE "leads"."status" = 'won';--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('open', 'won', 'lost', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_business_check" CHECK (("leads"."status" = 'won') = ("leads"."order_value" is not null and "leads"."business_confirmation" is not null) and ("leads"."order_value" is null or "leads"."order_value" > 0));