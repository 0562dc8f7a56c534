ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_reason_check";--> statement-breakpoint
ALTER TABLE "payment_transactions" DROP CONSTRAINT "payment_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "next_membership_type_id" integer;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "upgrades_from_type_id" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_next_membership_type_id_membership_types_id_fk" FOREIGN KEY ("next_membership_type_id") REFERENCES "public"."membership_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_upgrades_from_type_id_membership_types_id_fk" FOREIGN KEY ("upgrades_from_type_id") REFERENCES "public"."membership_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_reason_check" CHECK ("payment_refunds"."reason" in ('already-active', 'already-paid', 'renewal-not-due', 'charge-not-due', 'upgrade-not-due'));--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_kind_check" CHECK ("payment_transactions"."kind" in ('purchase', 'renewal', 'subscription', 'upgrade'));