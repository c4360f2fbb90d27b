CREATE TABLE "sandbox_gateway_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" char(4) NOT NULL,
	"expiry_month" smallint NOT NULL,
	"expiry_year" smallint NOT NULL,
	"holder_name" text NOT NULL,
	"refusal" text,
	"used_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"charge_id" text,
	"reason" text,
	"amount" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_charges_charge_id_unique" UNIQUE("charge_id"),
	CONSTRAINT "sandbox_gateway_charges_status" CHECK ("sandbox_gateway_charges"."status" in ('approved','declined','voided'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"refund_id" text NOT NULL,
	"charge_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_refunds_refund_id_unique" UNIQUE("refund_id")
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" DROP CONSTRAINT "payment_attempts_pkey";--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "owner_uid" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "lease_until" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_live_key" ON "payment_attempts" USING btree ("idempotency_key") WHERE "payment_attempts"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "payment_attempts_pending" ON "payment_attempts" USING btree ("lease_until") WHERE "payment_attempts"."status" = 'pending';