ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Subscribers from before double opt-in signed up under the single opt-in then in force: they stay on the list.
UPDATE "newsletter_subscribers" SET "confirmed_at" = "consented_at" WHERE "unsubscribed_at" IS NULL;
