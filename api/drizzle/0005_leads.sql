CREATE TABLE "lead_alert_follows" (
	"user_id" uuid NOT NULL,
	"subcategory_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_alert_follows_user_id_subcategory_id_pk" PRIMARY KEY("user_id","subcategory_id")
);
--> statement-breakpoint
CREATE TABLE "lead_alert_queue" (
	"user_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_alert_queue_user_id_lead_id_pk" PRIMARY KEY("user_id","lead_id")
);
--> statement-breakpoint
CREATE TABLE "lead_alert_recipients" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_digest_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "lead_images" (
	"object_key" text PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "lead_images_sort_order_check" CHECK ("lead_images"."sort_order" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"brief" text,
	"description" text NOT NULL,
	"category_id" integer NOT NULL,
	"subcategory_id" integer NOT NULL,
	"location" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_leads" (
	"company_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_leads_company_id_lead_id_pk" PRIMARY KEY("company_id","lead_id")
);
--> statement-breakpoint
CREATE TABLE "storage_deletions" (
	"object_key" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "lead_alert_follows" ADD CONSTRAINT "lead_alert_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_alert_follows" ADD CONSTRAINT "lead_alert_follows_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_alert_queue" ADD CONSTRAINT "lead_alert_queue_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_alert_queue" ADD CONSTRAINT "lead_alert_queue_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_alert_recipients" ADD CONSTRAINT "lead_alert_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_images" ADD CONSTRAINT "lead_images_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_leads" ADD CONSTRAINT "saved_leads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_leads" ADD CONSTRAINT "saved_leads_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_alert_follows_subcategory_idx" ON "lead_alert_follows" USING btree ("subcategory_id");--> statement-breakpoint
CREATE INDEX "lead_images_lead_idx" ON "lead_images" USING btree ("lead_id","sort_order");--> statement-breakpoint
CREATE INDEX "leads_created_at_id_idx" ON "leads" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_category_created_idx" ON "leads" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_subcategory_created_idx" ON "leads" USING btree ("subcategory_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_company_created_idx" ON "leads" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_leads_company_created_idx" ON "saved_leads" USING btree ("company_id","created_at" DESC NULLS FIRST,"lead_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_leads_lead_idx" ON "saved_leads" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "storage_deletions_due_idx" ON "storage_deletions" USING btree ("next_attempt_at");