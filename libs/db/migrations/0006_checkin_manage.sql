CREATE TABLE "checkins" (
	"order_id" uuid NOT NULL,
	"passenger_ref" text NOT NULL,
	"dated_flight_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkins_order_id_passenger_ref_dated_flight_id_pk" PRIMARY KEY("order_id","passenger_ref","dated_flight_id"),
	CONSTRAINT "checkins_sequence" UNIQUE("dated_flight_id","sequence")
);
--> statement-breakpoint
CREATE TABLE "flight_checkin_counters" (
	"dated_flight_id" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_access_grants" (
	"order_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_access_grants_order_id_uid_pk" PRIMARY KEY("order_id","uid")
);
--> statement-breakpoint
CREATE TABLE "order_otps" (
	"order_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_otps_order_id_purpose_pk" PRIMARY KEY("order_id","purpose"),
	CONSTRAINT "order_otps_purpose" CHECK ("order_otps"."purpose" in ('cancel','contact','documents'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"charge_id" text NOT NULL,
	"refund_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_charge" UNIQUE("charge_id"),
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "travel_documents" (
	"order_id" uuid NOT NULL,
	"passenger_ref" text NOT NULL,
	"doc_type" text NOT NULL,
	"number" text NOT NULL,
	"expiry_date" date NOT NULL,
	"nationality" char(2) NOT NULL,
	"date_of_birth" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_documents_order_id_passenger_ref_pk" PRIMARY KEY("order_id","passenger_ref"),
	CONSTRAINT "travel_documents_type" CHECK ("travel_documents"."doc_type" in ('passport','id_card'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "holds" DROP CONSTRAINT "holds_end_reason";--> statement-breakpoint
DROP INDEX "payment_attempts_one_live";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "change_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seat_assignments" ADD COLUMN "pending_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_dated_flight_id_dated_flights_id_fk" FOREIGN KEY ("dated_flight_id") REFERENCES "public"."dated_flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_checkin_counters" ADD CONSTRAINT "flight_checkin_counters_dated_flight_id_dated_flights_id_fk" FOREIGN KEY ("dated_flight_id") REFERENCES "public"."dated_flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_access_grants" ADD CONSTRAINT "order_access_grants_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_otps" ADD CONSTRAINT "order_otps_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_documents" ADD CONSTRAINT "travel_documents_order_id_passenger_ref_order_passengers_order_id_ref_fk" FOREIGN KEY ("order_id","passenger_ref") REFERENCES "public"."order_passengers"("order_id","ref") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_live_per_round" ON "payment_attempts" USING btree ("order_id","round") WHERE "payment_attempts"."status" in ('pending','approved');--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_end_reason" CHECK ("holds"."end_reason" is null or "holds"."end_reason" in ('released', 'expired', 'sold', 'cancelled'));