CREATE TABLE "offer_item_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"offer_item_id" uuid NOT NULL,
	"party" text NOT NULL,
	"action" text NOT NULL,
	"unit_price" numeric(14, 4),
	"quantity" integer,
	"valid_till" timestamp with time zone,
	"actor_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_item_events_party_check" CHECK ("offer_item_events"."party" in ('buyer', 'seller', 'system')),
	CONSTRAINT "offer_item_events_action_check" CHECK ("offer_item_events"."action" in ('offer', 'counter', 'edit', 'accept', 'reject', 'cancel', 'expire')),
	CONSTRAINT "offer_item_events_proposal_check" CHECK (("offer_item_events"."unit_price" is null or "offer_item_events"."unit_price" >= 0) and ("offer_item_events"."quantity" is null or "offer_item_events"."quantity" >= 1))
);
--> statement-breakpoint
ALTER TABLE "offer_items" DROP CONSTRAINT "offer_items_parent_offer_item_id_offer_items_id_fk";
--> statement-breakpoint
DROP INDEX "offer_items_parent_offer_item_id_idx";--> statement-breakpoint
ALTER TABLE "offer_items" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_items" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "comments" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "buyer_access_token" text;--> statement-breakpoint
ALTER TABLE "offer_item_events" ADD CONSTRAINT "offer_item_events_offer_item_id_offer_items_id_fk" FOREIGN KEY ("offer_item_id") REFERENCES "public"."offer_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_item_events" ADD CONSTRAINT "offer_item_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_item_events_offer_item_id_idx" ON "offer_item_events" USING btree ("offer_item_id","created_at");--> statement-breakpoint
ALTER TABLE "offer_items" DROP COLUMN "parent_offer_item_id";--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_access_token_unique" UNIQUE("buyer_access_token");--> statement-breakpoint
ALTER TABLE "offer_items" ADD CONSTRAINT "offer_items_version_check" CHECK ("offer_items"."version" >= 0);