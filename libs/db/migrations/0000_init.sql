CREATE TABLE "currencies" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" char(3) NOT NULL,
	"minor_units" integer NOT NULL,
	CONSTRAINT "currencies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "domain_currencies" (
	"domain_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	CONSTRAINT "domain_currencies_domain_id_currency_id_pk" PRIMARY KEY("domain_id","currency_id")
);
--> statement-breakpoint
CREATE TABLE "domain_languages" (
	"domain_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	CONSTRAINT "domain_languages_domain_id_language_id_pk" PRIMARY KEY("domain_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"id" integer PRIMARY KEY NOT NULL,
	"default_language_id" integer NOT NULL,
	"default_currency_id" integer NOT NULL,
	"telephone" text NOT NULL,
	"checkin" boolean NOT NULL,
	"facebook" text,
	"twitter" text,
	"instagram" text,
	"tiktok" text,
	"footer_text" text NOT NULL,
	"favicon" text NOT NULL,
	"seo_title" text NOT NULL,
	"seo_description" text NOT NULL,
	"style" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "region_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "region_hosts_kind" CHECK ("region_hosts"."kind" in ('production', 'test', 'pre', 'staging', 'local'))
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "regions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "domain_currencies" ADD CONSTRAINT "domain_currencies_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_currencies" ADD CONSTRAINT "domain_currencies_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_languages" ADD CONSTRAINT "domain_languages_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_languages" ADD CONSTRAINT "domain_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_id_regions_id_fk" FOREIGN KEY ("id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_default_language_id_languages_id_fk" FOREIGN KEY ("default_language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_default_currency_id_currencies_id_fk" FOREIGN KEY ("default_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_hosts" ADD CONSTRAINT "region_hosts_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;