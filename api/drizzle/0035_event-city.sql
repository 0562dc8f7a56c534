ALTER TABLE "paid_events" ADD COLUMN "city" text;--> statement-breakpoint
-- An event held in person gets the city of a chapter its venue names (the longest such name),
-- else the venue's last comma-separated part without a PIN code, else the whole venue: staff
-- correct it in the back office. An event held only online keeps none: the API shows 'Online'.
UPDATE "paid_events" SET "city" = coalesce(
  (
    SELECT "chapters"."city" FROM "chapters"
    WHERE "paid_events"."venue" ILIKE '%' || "chapters"."city" || '%'
    ORDER BY length("chapters"."city") DESC, "chapters"."city"
    LIMIT 1
  ),
  nullif(btrim(regexp_replace(regexp_replace("venue", '^.*,', ''), '[[:space:][:digit:]-]+$', '')), ''),
  btrim("venue")
) WHERE "venue" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "paid_events" ADD CONSTRAINT "paid_events_city_check" CHECK (("paid_events"."venue" is null) = ("paid_events"."city" is null));
