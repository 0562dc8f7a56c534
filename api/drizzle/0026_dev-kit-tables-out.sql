-- The development kit's tables leave the production schema: a development API creates them from
-- its own migrations (drizzle-dev/), production never had a use for them (decision 0019).
DROP TABLE "dev_mailbox" CASCADE;--> statement-breakpoint
DROP TABLE "test_checkout_orders" CASCADE;--> statement-breakpoint
DROP TABLE "test_checkout_refunds" CASCADE;--> statement-breakpoint
DROP TABLE "test_subscriptions" CASCADE;