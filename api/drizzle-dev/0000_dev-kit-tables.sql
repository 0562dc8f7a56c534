CREATE TABLE "dev_mailbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_mailbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_mailbox_channel_check" CHECK ("dev_mailbox"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "test_checkout_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text NOT NULL,
	"receipt" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_checkout_orders_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "test_checkout_orders_status_check" CHECK ("test_checkout_orders"."status" in ('created', 'paid', 'failed'))
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
CREATE INDEX "dev_mailbox_to_idx" ON "dev_mailbox" USING btree ("to","id");--> statement-breakpoint
CREATE INDEX "test_subscriptions_due_idx" ON "test_subscriptions" USING btree ("charge_at") WHERE "test_subscriptions"."status" = 'active';