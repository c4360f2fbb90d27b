CREATE TABLE "banners" (
	"id" integer PRIMARY KEY NOT NULL,
	"domain_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"link" text NOT NULL,
	"image" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"domain_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"link" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"body" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_domain_id_language_id_link_pk" PRIMARY KEY("domain_id","language_id","link"),
	CONSTRAINT "content_pages_link" CHECK ("content_pages"."link" ~ '^[a-z0-9-]+$')
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"domain_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"menu_type" text NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"sort_order" integer NOT NULL,
	"state" text DEFAULT 'live' NOT NULL,
	CONSTRAINT "menu_items_type" CHECK ("menu_items"."menu_type" in ('Header', 'Footer', 'SubFooter')),
	CONSTRAINT "menu_items_state" CHECK ("menu_items"."state" in ('live', 'new'))
);
--> statement-breakpoint
CREATE TABLE "offer_prices" (
	"offer_id" integer NOT NULL,
	"currency_code" char(3) NOT NULL,
	"amount_minor" integer NOT NULL,
	CONSTRAINT "offer_prices_offer_id_currency_code_pk" PRIMARY KEY("offer_id","currency_code"),
	CONSTRAINT "offer_prices_positive" CHECK ("offer_prices"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY NOT NULL,
	"domain_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"title" text NOT NULL,
	"origin_code" char(3) NOT NULL,
	"destination_code" char(3) NOT NULL,
	"image" text NOT NULL,
	"sort_order" integer NOT NULL,
	"state" text DEFAULT 'live' NOT NULL,
	CONSTRAINT "offers_state" CHECK ("offers"."state" in ('live', 'new'))
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" integer PRIMARY KEY NOT NULL,
	"domain_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"link" text NOT NULL,
	"image" text NOT NULL,
	"sort_order" integer NOT NULL,
	"state" text DEFAULT 'live' NOT NULL,
	CONSTRAINT "sliders_state" CHECK ("sliders"."state" in ('live', 'new'))
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_id_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_prices" ADD CONSTRAINT "offer_prices_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sliders" ADD CONSTRAINT "sliders_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sliders" ADD CONSTRAINT "sliders_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_lookup" ON "banners" USING btree ("domain_id","language_id");--> statement-breakpoint
CREATE INDEX "menu_items_lookup" ON "menu_items" USING btree ("domain_id","language_id");--> statement-breakpoint
CREATE INDEX "offers_lookup" ON "offers" USING btree ("domain_id","language_id");--> statement-breakpoint
CREATE INDEX "sliders_lookup" ON "sliders" USING btree ("domain_id","language_id");