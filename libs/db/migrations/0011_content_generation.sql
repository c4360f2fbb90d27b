CREATE TABLE "content_generation" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "content_generation_one_row" CHECK ("content_generation"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "content_generation" ("id", "generation") VALUES (1, 0);
--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): every statement that changes what pages show
-- bumps the one generation every server's caches compare against (decision 087).
CREATE FUNCTION "bump_content_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE next bigint;
BEGIN
	UPDATE "content_generation" SET "generation" = "generation" + 1 WHERE "id" = 1 RETURNING "generation" INTO next;
	-- Heard at commit by the embedded database's own process, which then skips the per-request read.
	PERFORM pg_notify('content_generation', next::text);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
	FOREACH t IN ARRAY ARRAY['menu_items', 'offers', 'offer_prices', 'banners', 'sliders', 'content_pages',
		'languages', 'currencies', 'regions', 'region_hosts', 'domains', 'domain_languages', 'domain_currencies', 'airports']
	LOOP
		EXECUTE format(
			'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
			 FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_generation"()',
			t || '_bumps_content_generation', t);
	END LOOP;
END;
$$;
