CREATE TABLE "agencies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agencies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"currency" char(3) NOT NULL,
	"credit_limit" integer NOT NULL,
	"credit_reserved" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_code_unique" UNIQUE("code"),
	CONSTRAINT "agencies_credit_limit" CHECK ("agencies"."credit_limit" >= 0),
	CONSTRAINT "agencies_credit_reserved" CHECK ("agencies"."credit_reserved" >= 0 and "agencies"."credit_reserved" <= "agencies"."credit_limit")
);
--> statement-breakpoint
CREATE TABLE "agency_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agency_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"order_id" text,
	"reference" char(6) NOT NULL,
	"status" text NOT NULL,
	"passenger_name" text NOT NULL,
	"route" text NOT NULL,
	"currency" char(3) NOT NULL,
	"total" integer NOT NULL,
	"commission" integer NOT NULL,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_bookings_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "agency_bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "agency_bookings_status" CHECK ("agency_bookings"."status" in ('held', 'confirmed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "agency_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agency_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"uid" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"session_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_users_username_unique" UNIQUE("username"),
	CONSTRAINT "agency_users_uid_unique" UNIQUE("uid"),
	CONSTRAINT "agency_users_role" CHECK ("agency_users"."role" in ('admin', 'agent'))
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"hold_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_hold_kind" UNIQUE("hold_id","kind"),
	CONSTRAINT "credit_ledger_kind" CHECK ("credit_ledger"."kind" in ('reserve', 'release', 'confirm')),
	CONSTRAINT "credit_ledger_amount" CHECK ("credit_ledger"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "agency_bookings" ADD CONSTRAINT "agency_bookings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_bookings" ADD CONSTRAINT "agency_bookings_agent_id_agency_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agency_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_users" ADD CONSTRAINT "agency_users_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_bookings_agency_booked" ON "agency_bookings" USING btree ("agency_id","booked_at");--> statement-breakpoint
CREATE INDEX "agency_users_agency" ON "agency_users" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "credit_ledger_agency" ON "credit_ledger" USING btree ("agency_id");