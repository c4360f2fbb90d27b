CREATE TABLE "agency_sso" (
	"agency_id" integer PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"email_domain" text NOT NULL,
	"unknown_users" text DEFAULT 'refuse' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_sso_email_domain_unique" UNIQUE("email_domain"),
	CONSTRAINT "agency_sso_unknown_users" CHECK ("agency_sso"."unknown_users" in ('create', 'refuse'))
);
--> statement-breakpoint
CREATE TABLE "agency_sso_flows" (
	"state" text PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"browser_key" text NOT NULL,
	"mode" text NOT NULL,
	"lang" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agency_sso_flows_mode" CHECK ("agency_sso_flows"."mode" in ('popup', 'redirect'))
);
--> statement-breakpoint
ALTER TABLE "agency_users" ADD COLUMN "sso_subject" text;--> statement-breakpoint
ALTER TABLE "agency_sso" ADD CONSTRAINT "agency_sso_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_sso_flows" ADD CONSTRAINT "agency_sso_flows_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_sso_flows_expires" ON "agency_sso_flows" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "agency_users" ADD CONSTRAINT "agency_users_sso_subject" UNIQUE("agency_id","sso_subject");