CREATE TABLE "order_buyer_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_buyer_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_guest_access_token_unique";--> statement-breakpoint
ALTER TABLE "order_buyer_links" ADD CONSTRAINT "order_buyer_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_buyer_links_order_id_idx" ON "order_buyer_links" USING btree ("order_id");--> statement-breakpoint
-- Hand-written backfill: each guest order link already mailed keeps working: its token becomes a stored SHA-256 (hex of the UTF-8 token, as hashToken() computes it) before the plain column goes.
INSERT INTO "order_buyer_links" ("id", "order_id", "token_hash", "created_at") SELECT gen_random_uuid(), "id", encode(sha256(convert_to("guest_access_token", 'UTF8')), 'hex'), "created_at" FROM "orders" WHERE "guest_access_token" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "guest_access_token";