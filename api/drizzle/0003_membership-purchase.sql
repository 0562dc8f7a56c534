CREATE TABLE "outbox_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_serials" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_serial" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"issued_at" timestamp (3) with time zone NOT NULL,
	"description" text NOT NULL,
	"tax_type" text NOT NULL,
	"taxable_value" integer NOT NULL,
	"tax" integer NOT NULL,
	"total" integer NOT NULL,
	"details" jsonb NOT NULL,
	CONSTRAINT "invoices_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_year_serial_unique" UNIQUE("financial_year","serial"),
	CONSTRAINT "invoices_number_length_check" CHECK (char_length("invoices"."number") <= 16)
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"membership_type_id" integer NOT NULL,
	"price" integer NOT NULL,
	"gst" integer NOT NULL,
	"total" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"membership_id" uuid,
	"paid_at" timestamp with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "payment_transactions_status_check" CHECK ("payment_transactions"."status" in ('created', 'ordered', 'failed', 'paid')),
	CONSTRAINT "payment_transactions_total_check" CHECK ("payment_transactions"."total" = "payment_transactions"."price" + "payment_transactions"."gst")
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_checkout_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text NOT NULL,
	"receipt" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_checkout_orders_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "test_checkout_orders_status_check" CHECK ("test_checkout_orders"."status" in ('created', 'paid', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "agreement_version" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "agreement_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_attachments" ADD CONSTRAINT "outbox_attachments_message_id_outbox_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_membership_type_id_membership_types_id_fk" FOREIGN KEY ("membership_type_id") REFERENCES "public"."membership_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_attachments_message_idx" ON "outbox_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "invoices_company_issued_idx" ON "invoices" USING btree ("company_id","issued_at","id");--> statement-breakpoint
CREATE INDEX "payment_orders_transaction_idx" ON "payment_orders" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_company_idx" ON "payment_transactions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_user_idx" ON "payment_transactions" USING btree ("user_id");--> statement-breakpoint
-- Accounts that existed before e-mail verification was recorded were created by hand or signed in with codes: verified.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "email_verified_at" IS NULL;
