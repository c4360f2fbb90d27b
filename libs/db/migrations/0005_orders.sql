CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"passenger" text NOT NULL,
	"flight" text NOT NULL,
	"quantity" smallint DEFAULT 1 NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "order_lines_kind" CHECK ("order_lines"."kind" in ('fare','extra','seat')),
	CONSTRAINT "order_lines_amount" CHECK ("order_lines"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_passengers" (
	"order_id" uuid NOT NULL,
	"ref" text NOT NULL,
	"type" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"ticket_first_name" text,
	"ticket_last_name" text,
	"date_of_birth" text,
	"adult_ref" text,
	CONSTRAINT "order_passengers_order_id_ref_pk" PRIMARY KEY("order_id","ref"),
	CONSTRAINT "order_passengers_type" CHECK ("order_passengers"."type" in ('adult','child','infant'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hold_id" uuid NOT NULL,
	"owner_uid" text,
	"status" text DEFAULT 'HELD' NOT NULL,
	"currency" char(3) NOT NULL,
	"booking_reference" char(6),
	"contact" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "orders_hold_id_unique" UNIQUE("hold_id"),
	CONSTRAINT "orders_booking_reference_unique" UNIQUE("booking_reference"),
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('HELD','CONFIRMED','CHANGED','CANCELLED','REFUNDED'))
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" char(4) NOT NULL,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_status" CHECK ("payment_attempts"."status" in ('pending','approved','declined'))
);
--> statement-breakpoint
CREATE TABLE "seat_assignments" (
	"order_id" uuid NOT NULL,
	"passenger_ref" text NOT NULL,
	"dated_flight_id" integer NOT NULL,
	"seat" text NOT NULL,
	"category" text NOT NULL,
	CONSTRAINT "seat_assignments_order_id_passenger_ref_dated_flight_id_pk" PRIMARY KEY("order_id","passenger_ref","dated_flight_id")
);
--> statement-breakpoint
ALTER TABLE "holds" DROP CONSTRAINT "holds_end_reason";--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_passengers" ADD CONSTRAINT "order_passengers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hold_id_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_dated_flight_id_dated_flights_id_fk" FOREIGN KEY ("dated_flight_id") REFERENCES "public"."dated_flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_order" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_owner" ON "orders" USING btree ("owner_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_live" ON "payment_attempts" USING btree ("order_id") WHERE "payment_attempts"."status" in ('pending','approved');--> statement-breakpoint
CREATE UNIQUE INDEX "seat_assignments_seat" ON "seat_assignments" USING btree ("dated_flight_id","seat");--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_end_reason" CHECK ("holds"."end_reason" is null or "holds"."end_reason" in ('released', 'expired', 'sold'));