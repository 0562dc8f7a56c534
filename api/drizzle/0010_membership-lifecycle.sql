CREATE TABLE "membership_notices" (
	"membership_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"term_ends_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "membership_notices_membership_id_kind_term_ends_at_pk" PRIMARY KEY("membership_id","kind","term_ends_at")
);
--> statement-breakpoint
CREATE TABLE "membership_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"membership_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"authorisation_url" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "membership_subscriptions_status_check" CHECK ("membership_subscriptions"."status" in ('active', 'halted', 'cancel_requested', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"provider" text NOT NULL,
	"membership_type_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"plan_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_provider_membership_type_id_amount_paise_pk" PRIMARY KEY("provider","membership_type_id","amount_paise")
);
--> statement-breakpoint
CREATE TABLE "test_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"membership_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"charge_at" timestamp with time zone NOT NULL,
	"next_outcome" text DEFAULT 'succeed' NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_subscriptions_status_check" CHECK ("test_subscriptions"."status" in ('active', 'halted', 'cancelled')),
	CONSTRAINT "test_subscriptions_outcome_check" CHECK ("test_subscriptions"."next_outcome" in ('succeed', 'fail'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "memberships" DROP CONSTRAINT "memberships_status_check";--> statement-breakpoint
-- Memberships that ran out before the lifecycle existed: their term ended.
UPDATE "memberships" SET "status" = 'ended' WHERE "status" = 'expired';--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "grace_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "terminated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "termination_reason" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "terminated_by" uuid;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "subscription_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "kind" text DEFAULT 'purchase' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "renews_membership_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "renews_term_ending_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_notices" ADD CONSTRAINT "membership_notices_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_subscriptions" ADD CONSTRAINT "membership_subscriptions_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_membership_type_id_membership_types_id_fk" FOREIGN KEY ("membership_type_id") REFERENCES "public"."membership_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_subscriptions_live_idx" ON "membership_subscriptions" USING btree ("membership_id") WHERE "membership_subscriptions"."status" in ('active', 'halted');--> statement-breakpoint
CREATE INDEX "membership_subscriptions_cancel_idx" ON "membership_subscriptions" USING btree ("status") WHERE "membership_subscriptions"."status" = 'cancel_requested';--> statement-breakpoint
CREATE INDEX "test_subscriptions_due_idx" ON "test_subscriptions" USING btree ("charge_at") WHERE "test_subscriptions"."status" = 'active';--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_terminated_by_users_id_fk" FOREIGN KEY ("terminated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_renews_membership_id_memberships_id_fk" FOREIGN KEY ("renews_membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_lifecycle_idx" ON "memberships" USING btree ("status","ends_at") WHERE "memberships"."status" in ('active', 'renewal_due', 'cancelled');--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('news.create', 'news.delete', 'membership.terminate'));--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_status_check" CHECK ("memberships"."status" in ('pending', 'active', 'renewal_due', 'cancelled', 'ended', 'lapsed', 'terminated'));--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_kind_check" CHECK ("payment_transactions"."kind" in ('purchase', 'renewal', 'subscription'));