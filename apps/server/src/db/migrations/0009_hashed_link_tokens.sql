CREATE TABLE "offer_buyer_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"offer_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_buyer_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT "offers_buyer_access_token_unique";--> statement-breakpoint
ALTER TABLE "password_resets" ALTER COLUMN "token_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_buyer_links" ADD CONSTRAINT "offer_buyer_links_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_buyer_links_offer_id_idx" ON "offer_buyer_links" USING btree ("offer_id");--> statement-breakpoint
-- Hand-written backfill: each guest offer link token already mailed becomes a stored SHA-256 (hex of the UTF-8 token, as hashToken() computes it), so links in mails already sent keep working.
INSERT INTO "offer_buyer_links" ("id", "offer_id", "token_hash", "created_at") SELECT gen_random_uuid(), "id", encode(sha256(convert_to("buyer_access_token", 'UTF8')), 'hex'), "created_at" FROM "offers" WHERE "buyer_access_token" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" DROP COLUMN "buyer_access_token";
