CREATE SEQUENCE "public"."claim_receipt_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscribers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"domain_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"token" text NOT NULL,
	"confirmation_sent_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscribers_token_unique" UNIQUE("token"),
	CONSTRAINT "newsletter_subscribers_language" CHECK ("newsletter_subscribers"."language" in ('en', 'es', 'pt'))
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"receipt" text NOT NULL,
	"domain_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"document_id" text,
	"booking_reference" char(6),
	"description" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"receipt_sent_at" timestamp with time zone,
	CONSTRAINT "claims_receipt_unique" UNIQUE("receipt"),
	CONSTRAINT "claims_type" CHECK ("claims"."type" in ('claim', 'complaint', 'request')),
	CONSTRAINT "claims_language" CHECK ("claims"."language" in ('en', 'es', 'pt'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_domain_email" ON "newsletter_subscribers" USING btree ("domain_id",lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_unsent" ON "newsletter_subscribers" USING btree ("confirmation_sent_at");