CREATE TABLE "payment_refunds" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"refund_id" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_refunds_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "payment_refunds_reason_check" CHECK ("payment_refunds"."reason" in ('already-active', 'already-paid', 'renewal-not-due', 'charge-not-due')),
	CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "test_checkout_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"notes" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_checkout_refunds_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "reconcile_checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "reconcile_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_checkout_orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_transaction_idx" ON "payment_refunds" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_due_idx" ON "payment_refunds" USING btree ("next_attempt_at") WHERE "payment_refunds"."refund_id" is null;--> statement-breakpoint
CREATE INDEX "payment_orders_unconfirmed_idx" ON "payment_orders" USING btree ("created_at") WHERE "payment_orders"."payment_id" is null;