CREATE TABLE "aircraft_seats" (
	"aircraft_code" text NOT NULL,
	"row" smallint NOT NULL,
	"letter" char(1) NOT NULL,
	"category" text NOT NULL,
	"is_exit" boolean DEFAULT false NOT NULL,
	CONSTRAINT "aircraft_seats_aircraft_code_row_letter_pk" PRIMARY KEY("aircraft_code","row","letter"),
	CONSTRAINT "aircraft_seats_category" CHECK ("aircraft_seats"."category" in ('SXL','STUR','STC1','STC2','STC3','STC4','STC5','STC6','SBUS'))
);
--> statement-breakpoint
CREATE TABLE "aircraft_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"code" char(3) PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"name_pt" text NOT NULL,
	"city_en" text NOT NULL,
	"city_es" text NOT NULL,
	"city_pt" text NOT NULL,
	"country" char(2) NOT NULL,
	"time_zone" text NOT NULL,
	"is_hub" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dated_flights" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dated_flights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"schedule_id" integer NOT NULL,
	"flight_number" text NOT NULL,
	"origin" char(3) NOT NULL,
	"destination" char(3) NOT NULL,
	"departure_date" date NOT NULL,
	"departure_utc" timestamp with time zone NOT NULL,
	"departure_time_zone" text NOT NULL,
	"arrival_utc" timestamp with time zone NOT NULL,
	"arrival_time_zone" text NOT NULL,
	"aircraft_code" text NOT NULL,
	"price_factor" smallint DEFAULT 100 NOT NULL,
	CONSTRAINT "dated_flights_schedule_day" UNIQUE("schedule_id","departure_date"),
	CONSTRAINT "dated_flights_times" CHECK ("dated_flights"."arrival_utc" > "dated_flights"."departure_utc")
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" char(3) PRIMARY KEY NOT NULL,
	"micro_units_per_eur_minor" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fare_families" (
	"code" text PRIMARY KEY NOT NULL,
	"rank" smallint NOT NULL,
	"price_multiplier" smallint NOT NULL,
	"changeable" boolean NOT NULL,
	"change_fee_eur" integer,
	"refundable" boolean NOT NULL,
	"checked_bags" smallint NOT NULL,
	"seat_category" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_inventory" (
	"dated_flight_id" integer PRIMARY KEY NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flight_inventory_counts" CHECK ("flight_inventory"."sold" >= 0 and "flight_inventory"."held" >= 0 and "flight_inventory"."capacity" >= 0),
	CONSTRAINT "flight_inventory_capacity" CHECK ("flight_inventory"."sold" + "flight_inventory"."held" <= "flight_inventory"."capacity")
);
--> statement-breakpoint
CREATE TABLE "hold_segments" (
	"hold_id" uuid NOT NULL,
	"dated_flight_id" integer NOT NULL,
	"seats" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "hold_segments_hold_id_dated_flight_id_pk" PRIMARY KEY("hold_id","dated_flight_id")
);
--> statement-breakpoint
CREATE TABLE "holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"seats" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "holds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "holds_seats" CHECK ("holds"."seats" between 1 and 9),
	CONSTRAINT "holds_end_reason" CHECK ("holds"."end_reason" is null or "holds"."end_reason" in ('released', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"origin" char(3) NOT NULL,
	"destination" char(3) NOT NULL,
	"base_fare_eur" integer NOT NULL,
	"taxes_eur" integer NOT NULL,
	CONSTRAINT "routes_origin_destination_pk" PRIMARY KEY("origin","destination"),
	CONSTRAINT "routes_distinct" CHECK ("routes"."origin" <> "routes"."destination"),
	CONSTRAINT "routes_amounts" CHECK ("routes"."base_fare_eur" > 0 and "routes"."taxes_eur" >= 0)
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" integer PRIMARY KEY NOT NULL,
	"flight_number" text NOT NULL,
	"origin" char(3) NOT NULL,
	"destination" char(3) NOT NULL,
	"aircraft_code" text NOT NULL,
	"days_of_week" smallint NOT NULL,
	"departure_local" time NOT NULL,
	"arrival_local" time NOT NULL,
	"arrival_day_offset" smallint DEFAULT 0 NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	CONSTRAINT "schedules_days" CHECK ("schedules"."days_of_week" between 1 and 127),
	CONSTRAINT "schedules_validity" CHECK ("schedules"."valid_from" <= "schedules"."valid_to"),
	CONSTRAINT "schedules_offset" CHECK ("schedules"."arrival_day_offset" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "aircraft_seats" ADD CONSTRAINT "aircraft_seats_aircraft_code_aircraft_types_code_fk" FOREIGN KEY ("aircraft_code") REFERENCES "public"."aircraft_types"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dated_flights" ADD CONSTRAINT "dated_flights_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_inventory" ADD CONSTRAINT "flight_inventory_dated_flight_id_dated_flights_id_fk" FOREIGN KEY ("dated_flight_id") REFERENCES "public"."dated_flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hold_segments" ADD CONSTRAINT "hold_segments_hold_id_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."holds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hold_segments" ADD CONSTRAINT "hold_segments_dated_flight_id_dated_flights_id_fk" FOREIGN KEY ("dated_flight_id") REFERENCES "public"."dated_flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_origin_airports_code_fk" FOREIGN KEY ("origin") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_destination_airports_code_fk" FOREIGN KEY ("destination") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_aircraft_code_aircraft_types_code_fk" FOREIGN KEY ("aircraft_code") REFERENCES "public"."aircraft_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dated_flights_search" ON "dated_flights" USING btree ("origin","destination","departure_date");--> statement-breakpoint
CREATE INDEX "dated_flights_connect" ON "dated_flights" USING btree ("origin","destination","departure_utc");--> statement-breakpoint
CREATE INDEX "hold_segments_open" ON "hold_segments" USING btree ("dated_flight_id","expires_at") WHERE "hold_segments"."released_at" is null;