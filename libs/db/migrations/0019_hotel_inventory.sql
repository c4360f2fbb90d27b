CREATE TABLE "hotel_board_rates" (
	"hotel_id" text NOT NULL,
	"board" text NOT NULL,
	"night" date NOT NULL,
	"adult_eur" integer NOT NULL,
	"child_eur" integer NOT NULL,
	CONSTRAINT "hotel_board_rates_hotel_id_board_night_pk" PRIMARY KEY("hotel_id","board","night"),
	CONSTRAINT "hotel_board_rates_board" CHECK ("hotel_board_rates"."board" in ('room_only', 'breakfast', 'half_board', 'all_inclusive')),
	CONSTRAINT "hotel_board_rates_amounts" CHECK ("hotel_board_rates"."adult_eur" >= 0 and "hotel_board_rates"."child_eur" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hotel_room_nights" (
	"room_type_id" text NOT NULL,
	"night" date NOT NULL,
	"rate_eur" integer NOT NULL,
	"allotment" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hotel_room_nights_room_type_id_night_pk" PRIMARY KEY("room_type_id","night"),
	CONSTRAINT "hotel_room_nights_rate" CHECK ("hotel_room_nights"."rate_eur" > 0),
	CONSTRAINT "hotel_room_nights_counts" CHECK ("hotel_room_nights"."sold" >= 0 and "hotel_room_nights"."held" >= 0 and "hotel_room_nights"."sold" + "hotel_room_nights"."held" <= "hotel_room_nights"."allotment")
);
--> statement-breakpoint
CREATE TABLE "hotel_room_types" (
	"id" text PRIMARY KEY NOT NULL,
	"hotel_id" text NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"name_pt" text NOT NULL,
	"max_adults" smallint NOT NULL,
	"max_children" smallint NOT NULL,
	"max_infants" smallint NOT NULL,
	"max_occupants" smallint NOT NULL,
	CONSTRAINT "hotel_room_types_occupancy" CHECK ("hotel_room_types"."max_adults" >= 1 and "hotel_room_types"."max_children" >= 0 and "hotel_room_types"."max_infants" >= 0
        and "hotel_room_types"."max_occupants" between "hotel_room_types"."max_adults" and "hotel_room_types"."max_adults" + "hotel_room_types"."max_children")
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" text PRIMARY KEY NOT NULL,
	"airport" char(3) NOT NULL,
	"name" text NOT NULL,
	"stars" smallint NOT NULL,
	"area_en" text NOT NULL,
	"area_es" text NOT NULL,
	"area_pt" text NOT NULL,
	"description_en" text NOT NULL,
	"description_es" text NOT NULL,
	"description_pt" text NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_path" text NOT NULL,
	"tourist_tax_eur" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hotels_stars" CHECK ("hotels"."stars" between 1 and 5),
	CONSTRAINT "hotels_tax" CHECK ("hotels"."tourist_tax_eur" >= 0)
);
--> statement-breakpoint
CREATE TABLE "room_hold_nights" (
	"hold_id" uuid NOT NULL,
	"room_type_id" text NOT NULL,
	"night" date NOT NULL,
	"rooms" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "room_hold_nights_hold_id_room_type_id_night_pk" PRIMARY KEY("hold_id","room_type_id","night"),
	CONSTRAINT "room_hold_nights_rooms" CHECK ("room_hold_nights"."rooms" >= 1)
);
--> statement-breakpoint
CREATE TABLE "room_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_uid" text,
	"expires_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_holds_end_reason" CHECK ("room_holds"."end_reason" is null or "room_holds"."end_reason" in ('released', 'expired', 'sold', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "hotel_board_rates" ADD CONSTRAINT "hotel_board_rates_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_nights" ADD CONSTRAINT "hotel_room_nights_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD CONSTRAINT "hotel_room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_airport_airports_code_fk" FOREIGN KEY ("airport") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_hold_nights" ADD CONSTRAINT "room_hold_nights_hold_id_room_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."room_holds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_room_types_hotel" ON "hotel_room_types" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "hotels_airport" ON "hotels" USING btree ("airport");--> statement-breakpoint
CREATE INDEX "room_hold_nights_open" ON "room_hold_nights" USING btree ("room_type_id","night","expires_at") WHERE "room_hold_nights"."released_at" is null;