CREATE TABLE "shared_carts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"storefront_id" uuid NOT NULL,
	"items" jsonb NOT NULL,
	"created_by_user_id" uuid,
	"guest_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"owner" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"response_status" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("owner","key"),
	CONSTRAINT "idempotency_keys_state_check" CHECK ("idempotency_keys"."state" in ('pending', 'done'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"outcome" text NOT NULL,
	"decline_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_card_tokens_outcome_check" CHECK ("sandbox_card_tokens"."outcome" in ('approve', 'decline')),
	CONSTRAINT "sandbox_card_tokens_last4_check" CHECK ("sandbox_card_tokens"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"token" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"decline_message" text,
	"description" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "sandbox_charges_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_charges_status_check" CHECK ("sandbox_charges"."status" in ('succeeded', 'declined', 'refunded')),
	CONSTRAINT "sandbox_charges_amount_check" CHECK ("sandbox_charges"."amount" > 0)
);
--> statement-breakpoint
DROP INDEX "order_items_offer_item_id_idx";--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "paypal_link" text;--> statement-breakpoint
ALTER TABLE "shared_carts" ADD CONSTRAINT "shared_carts_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_carts" ADD CONSTRAINT "shared_carts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shared_carts_storefront_id_idx" ON "shared_carts" USING btree ("storefront_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sandbox_charges_token_idx" ON "sandbox_charges" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_offer_item_id_idx" ON "order_items" USING btree ("offer_item_id") WHERE "order_items"."offer_item_id" is not null;