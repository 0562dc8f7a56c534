DROP INDEX "correction_requests_one_open_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "correction_requests_one_open_idx" ON "correction_requests" USING btree ("company_id") WHERE "correction_requests"."status" = 'open';--> statement-breakpoint
-- How long each kind of data is kept, in days; read by the retention job at every run.
INSERT INTO "settings" ("key", "value") VALUES
('retention.unverified_registration_days', '30'),
('retention.expired_code_days', '90'),
('retention.ended_session_days', '90'),
('retention.inquiry_days', '730'),
('retention.data_export_hours', '24'),
('retention.personal_data_access_log_days', '365')
ON CONFLICT ("key") DO NOTHING;
