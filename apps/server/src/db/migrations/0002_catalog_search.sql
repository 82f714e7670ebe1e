CREATE TABLE "listing_search" (
	"storefront_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"sub_category_id" uuid,
	"brand_key" text NOT NULL,
	"condition" text NOT NULL,
	"price" numeric(14, 4) NOT NULL,
	"show_price" boolean NOT NULL,
	"num_available" integer NOT NULL,
	"is_featured" boolean NOT NULL,
	"listed_at" timestamp with time zone NOT NULL,
	"part_number_normalized" text NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	CONSTRAINT "listing_search_pk" PRIMARY KEY("storefront_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_search" ADD CONSTRAINT "listing_search_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_search" ADD CONSTRAINT "listing_search_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_search" ADD CONSTRAINT "listing_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_search" ADD CONSTRAINT "listing_search_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_search" ADD CONSTRAINT "listing_search_sub_category_id_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_search_featured_idx" ON "listing_search" USING btree ("storefront_id","is_featured" DESC NULLS LAST,"listed_at" DESC NULLS LAST,"listing_id");--> statement-breakpoint
CREATE INDEX "listing_search_price_idx" ON "listing_search" USING btree ("storefront_id","price","listing_id");--> statement-breakpoint
CREATE INDEX "listing_search_inventory_idx" ON "listing_search" USING btree ("storefront_id","num_available" DESC NULLS LAST,"listing_id");--> statement-breakpoint
CREATE INDEX "listing_search_brand_idx" ON "listing_search" USING btree ("storefront_id","brand_key","listing_id");--> statement-breakpoint
CREATE INDEX "listing_search_category_idx" ON "listing_search" USING btree ("storefront_id","category_id","sub_category_id");--> statement-breakpoint
CREATE INDEX "listing_search_product_idx" ON "listing_search" USING btree ("storefront_id","product_id");--> statement-breakpoint
CREATE INDEX "listing_search_part_number_idx" ON "listing_search" USING btree ("storefront_id","part_number_normalized" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "listing_search_listing_id_idx" ON "listing_search" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_search_vector_idx" ON "listing_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);