CREATE TABLE "whatsapp_opt_in_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"opted_in" boolean NOT NULL,
	"wording_version" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "whatsapp_opt_in_history_source_check" CHECK (source in ('account', 'stop-message'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_opt_ins" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"opted_in" boolean NOT NULL,
	"wording_version" text NOT NULL,
	"changed_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_channel_check";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "whatsapp_template" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "fallback_group" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "fallback_step" smallint;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery_status_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_opt_in_history" ADD CONSTRAINT "whatsapp_opt_in_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_opt_ins" ADD CONSTRAINT "whatsapp_opt_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_opt_in_history_user_created_at_idx" ON "whatsapp_opt_in_history" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "whatsapp_opt_ins_phone_idx" ON "whatsapp_opt_ins" USING btree ("phone") WHERE "whatsapp_opt_ins"."opted_in";--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_fallback_group_step_unique" ON "outbox" USING btree ("fallback_group","fallback_step") WHERE "outbox"."fallback_group" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_provider_message_id_unique" ON "outbox" USING btree ("provider_message_id") WHERE "outbox"."provider_message_id" is not null;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_delivery_status_check" CHECK ("outbox"."delivery_status" in ('sent', 'delivered', 'read', 'failed'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_channel_check" CHECK ("outbox"."channel" in ('email', 'sms', 'whatsapp'));