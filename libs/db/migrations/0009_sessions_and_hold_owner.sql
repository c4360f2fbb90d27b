CREATE TABLE "agency_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"user_uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "holds" ADD COLUMN "owner_uid" text;--> statement-breakpoint
ALTER TABLE "agency_sessions" ADD CONSTRAINT "agency_sessions_user_uid_agency_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."agency_users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_sessions_user" ON "agency_sessions" USING btree ("user_uid");