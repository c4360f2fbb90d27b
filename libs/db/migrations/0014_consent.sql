CREATE TABLE "consent_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consent_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uid" text NOT NULL,
	"domain_id" integer NOT NULL,
	"policy_version" integer NOT NULL,
	"analytics" boolean NOT NULL,
	"marketing" boolean NOT NULL,
	"chosen_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_records_version" CHECK ("consent_records"."policy_version" > 0)
);
--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "tag_manager_id" text;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "fraud_shop_id" text;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_uid" ON "consent_records" USING btree ("uid","recorded_at");