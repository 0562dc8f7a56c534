CREATE TABLE "notification_preference_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"changed_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_channel_pk" PRIMARY KEY("user_id","kind","channel"),
	CONSTRAINT "notification_preferences_kind_check" CHECK (kind in ('signInCodes', 'leadAlerts', 'leadResponses', 'renewalNotices', 'eventReminders', 'newsletter')),
	CONSTRAINT "notification_preferences_channel_check" CHECK (channel in ('whatsapp', 'sms', 'email'))
);
--> statement-breakpoint
ALTER TABLE "notification_preference_history" ADD CONSTRAINT "notification_preference_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_preference_history_user_created_at_idx" ON "notification_preference_history" USING btree ("user_id","created_at");