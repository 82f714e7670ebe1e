CREATE TABLE "listing_activity_daily" (
	"day" date NOT NULL,
	"storefront_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"add_to_carts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_activity_daily_pk" PRIMARY KEY("day","storefront_id","listing_id"),
	CONSTRAINT "listing_activity_daily_counts_check" CHECK ("listing_activity_daily"."views" >= 0 and "listing_activity_daily"."add_to_carts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "listing_activity_daily" ADD CONSTRAINT "listing_activity_daily_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_activity_daily" ADD CONSTRAINT "listing_activity_daily_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_activity_daily" ADD CONSTRAINT "listing_activity_daily_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_activity_daily_organization_idx" ON "listing_activity_daily" USING btree ("organization_id","day");--> statement-breakpoint
CREATE INDEX "listing_activity_daily_listing_idx" ON "listing_activity_daily" USING btree ("listing_id");