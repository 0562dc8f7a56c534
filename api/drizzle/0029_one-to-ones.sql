CREATE TYPE "public"."one_to_one_status" AS ENUM('proposed', 'accepted', 'declined', 'cancelled');--> statement-breakpoint
CREATE TABLE "one_to_ones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposer_company_id" uuid NOT NULL,
	"proposer_user_id" uuid NOT NULL,
	"invitee_company_id" uuid NOT NULL,
	"slots" timestamp (3) with time zone[] NOT NULL,
	"place" text NOT NULL,
	"message" text,
	"status" "one_to_one_status" DEFAULT 'proposed' NOT NULL,
	"accepted_slot" timestamp (3) with time zone,
	"answered_at" timestamp (3) with time zone,
	"answered_by_company_id" uuid,
	"proposer_note" text,
	"proposer_logged_at" timestamp (3) with time zone,
	"invitee_note" text,
	"invitee_logged_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "one_to_ones" ADD CONSTRAINT "one_to_ones_proposer_company_id_companies_id_fk" FOREIGN KEY ("proposer_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_to_ones" ADD CONSTRAINT "one_to_ones_proposer_user_id_users_id_fk" FOREIGN KEY ("proposer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_to_ones" ADD CONSTRAINT "one_to_ones_invitee_company_id_companies_id_fk" FOREIGN KEY ("invitee_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_to_ones" ADD CONSTRAINT "one_to_ones_answered_by_company_id_companies_id_fk" FOREIGN KEY ("answered_by_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "one_to_ones_open_pair_idx" ON "one_to_ones" USING btree ("proposer_company_id","invitee_company_id") WHERE "one_to_ones"."status" = 'proposed';--> statement-breakpoint
CREATE INDEX "one_to_ones_proposer_idx" ON "one_to_ones" USING btree ("proposer_company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "one_to_ones_invitee_idx" ON "one_to_ones" USING btree ("invitee_company_id","created_at" DESC NULLS LAST);