CREATE TABLE "paid_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"venue" text,
	"online_url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"cancellation_cutoff_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'on-sale' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paid_events_status_check" CHECK ("paid_events"."status" in ('on-sale', 'cancelled')),
	CONSTRAINT "paid_events_place_check" CHECK ("paid_events"."venue" is not null or "paid_events"."online_url" is not null),
	CONSTRAINT "paid_events_cutoff_check" CHECK ("paid_events"."cancellation_cutoff_at" <= "paid_events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "ticket_credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"issued_at" timestamp (3) with time zone NOT NULL,
	"tax_type" text NOT NULL,
	"taxable_value" integer NOT NULL,
	"tax" integer NOT NULL,
	"total" integer NOT NULL,
	"details" jsonb NOT NULL,
	CONSTRAINT "ticket_credit_notes_invoice_id_unique" UNIQUE("invoice_id"),
	CONSTRAINT "ticket_credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "ticket_credit_notes_year_serial_unique" UNIQUE("financial_year","serial"),
	CONSTRAINT "ticket_credit_notes_number_length_check" CHECK (char_length("ticket_credit_notes"."number") <= 16)
);
--> statement-breakpoint
CREATE TABLE "ticket_document_serials" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "ticket_document_serials_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "ticket_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
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
	CONSTRAINT "ticket_invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "ticket_invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "ticket_invoices_year_serial_unique" UNIQUE("financial_year","serial"),
	CONSTRAINT "ticket_invoices_number_length_check" CHECK (char_length("ticket_invoices"."number") <= 16)
);
--> statement-breakpoint
CREATE TABLE "ticket_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"price_kind" text NOT NULL,
	"price" integer NOT NULL,
	"gst" integer NOT NULL,
	"total" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"provider_order_id" text,
	"payment_id" text,
	"paid_at" timestamp with time zone,
	"billing_name" text NOT NULL,
	"billing_address" text NOT NULL,
	"billing_state_id" integer,
	"country" text NOT NULL,
	"gstin" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_orders_provider_order_id_unique" UNIQUE("provider_order_id"),
	CONSTRAINT "ticket_orders_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "ticket_orders_total_check" CHECK ("ticket_orders"."total" = "ticket_orders"."price" + "ticket_orders"."gst"),
	CONSTRAINT "ticket_orders_status_check" CHECK ("ticket_orders"."status" in ('pending', 'paid', 'expired', 'replaced'))
);
--> statement-breakpoint
CREATE TABLE "ticket_refunds" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"refund_id" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "ticket_refunds_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "ticket_refunds_amount_check" CHECK ("ticket_refunds"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "ticket_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"capacity" integer NOT NULL,
	"member_price" integer NOT NULL,
	"visitor_price" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_types_capacity_check" CHECK ("ticket_types"."capacity" > 0),
	CONSTRAINT "ticket_types_price_check" CHECK ("ticket_types"."member_price" > 0 and "ticket_types"."visitor_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "ticket_waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" bigserial NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offer_expires_at" timestamp with time zone,
	"joined_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "ticket_waitlist_status_check" CHECK ("ticket_waitlist"."status" in ('waiting', 'offered', 'accepted', 'expired', 'left')),
	CONSTRAINT "ticket_waitlist_offer_check" CHECK (("ticket_waitlist"."status" = 'offered') = ("ticket_waitlist"."offer_expires_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"issued_at" timestamp (3) with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "tickets_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "tickets_status_check" CHECK ("tickets"."status" in ('valid', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "paid_events" ADD CONSTRAINT "paid_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_credit_notes" ADD CONSTRAINT "ticket_credit_notes_invoice_id_ticket_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."ticket_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_invoices" ADD CONSTRAINT "ticket_invoices_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_invoices" ADD CONSTRAINT "ticket_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_billing_state_id_states_id_fk" FOREIGN KEY ("billing_state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_refunds" ADD CONSTRAINT "ticket_refunds_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_event_id_paid_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."paid_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_waitlist" ADD CONSTRAINT "ticket_waitlist_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_waitlist" ADD CONSTRAINT "ticket_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paid_events_starts_idx" ON "paid_events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "ticket_credit_notes_issued_idx" ON "ticket_credit_notes" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "ticket_invoices_issued_idx" ON "ticket_invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "ticket_orders_pending_idx" ON "ticket_orders" USING btree ("ticket_type_id","hold_expires_at") WHERE "ticket_orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "ticket_orders_user_idx" ON "ticket_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ticket_refunds_due_idx" ON "ticket_refunds" USING btree ("created_at") WHERE "ticket_refunds"."refund_id" is null;--> statement-breakpoint
CREATE INDEX "ticket_types_event_idx" ON "ticket_types" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_waitlist_once_unique" ON "ticket_waitlist" USING btree ("ticket_type_id","user_id") WHERE "ticket_waitlist"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "ticket_waitlist_queue_idx" ON "ticket_waitlist" USING btree ("ticket_type_id","status","position");--> statement-breakpoint
CREATE INDEX "tickets_type_idx" ON "tickets" USING btree ("ticket_type_id","status");--> statement-breakpoint
CREATE INDEX "tickets_user_idx" ON "tickets" USING btree ("user_id");