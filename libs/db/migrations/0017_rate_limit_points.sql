DROP TABLE "rate_limits" CASCADE;--> statement-breakpoint
CREATE TABLE "rate_limit_points" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
