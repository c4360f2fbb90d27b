ALTER TABLE "domains" ADD COLUMN "country" char(2);--> statement-breakpoint
-- Spec §3 region ids; the staging, secondary and main sites are the airline's home market.
UPDATE "domains" SET "country" = CASE "id" WHEN 1 THEN 'MX' WHEN 2 THEN 'HN' WHEN 3 THEN 'CR' WHEN 4 THEN 'DO' WHEN 5 THEN 'PT' WHEN 7 THEN 'US' ELSE 'ES' END;--> statement-breakpoint
ALTER TABLE "domains" ALTER COLUMN "country" SET NOT NULL;
