ALTER TABLE "otp_codes" ADD COLUMN "requester_kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "requester_network" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_requester_kind_check" CHECK ("otp_codes"."requester_kind" in ('own', 'other', 'staff'));