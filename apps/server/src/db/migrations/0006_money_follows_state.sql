CREATE TABLE "checkout_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"key" text NOT NULL,
	"state" text DEFAULT 'reserved' NOT NULL,
	"cart_items" jsonb NOT NULL,
	"promo_code_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_attempts_state_check" CHECK ("checkout_attempts"."state" in ('reserved', 'placed', 'released'))
);
--> statement-breakpoint
CREATE TABLE "gateway_charges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway" text NOT NULL,
	"order_id" uuid,
	"amount" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_charge_id" text,
	"brand" text,
	"last4" text,
	"order_payment_id" uuid,
	"claim_owner" text,
	"claim_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_charges_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "gateway_charges_status_check" CHECK ("gateway_charges"."status" in ('pending', 'authorized', 'captured', 'refunding', 'refunded', 'voided', 'declined')),
	CONSTRAINT "gateway_charges_amount_check" CHECK ("gateway_charges"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox_charges" DROP CONSTRAINT "sandbox_charges_status_check";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_state" text DEFAULT 'placed' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_attempt_id" uuid;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "fence" text;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "captured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gateway_charges" ADD CONSTRAINT "gateway_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_charges" ADD CONSTRAINT "gateway_charges_order_payment_id_order_payment_history_id_fk" FOREIGN KEY ("order_payment_id") REFERENCES "public"."order_payment_history"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_attempts_state_idx" ON "checkout_attempts" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "checkout_attempts_owner_idx" ON "checkout_attempts" USING btree ("owner","created_at");--> statement-breakpoint
CREATE INDEX "gateway_charges_open_idx" ON "gateway_charges" USING btree ("updated_at") WHERE "gateway_charges"."status" in ('pending', 'authorized', 'refunding');--> statement-breakpoint
CREATE INDEX "gateway_charges_order_id_idx" ON "gateway_charges" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checkout_attempt_id_checkout_attempts_id_fk" FOREIGN KEY ("checkout_attempt_id") REFERENCES "public"."checkout_attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_checkout_attempt_id_idx" ON "orders" USING btree ("checkout_attempt_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checkout_state_check" CHECK ("orders"."checkout_state" in ('reserved', 'placed'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_number_check" CHECK ("orders"."checkout_state" = 'reserved' or "orders"."order_number" is not null);--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD CONSTRAINT "sandbox_charges_status_check" CHECK ("sandbox_charges"."status" in ('authorized', 'succeeded', 'declined', 'refunded', 'voided'));