DROP INDEX "listing_search_category_idx";--> statement-breakpoint
DROP INDEX "listing_search_featured_idx";--> statement-breakpoint
DROP INDEX "listing_search_price_idx";--> statement-breakpoint
CREATE INDEX "listing_search_category_price_idx" ON "listing_search" USING btree ("storefront_id","category_id","price","listing_id","sub_category_id","brand_key","condition","num_available");--> statement-breakpoint
CREATE INDEX "listing_search_sub_category_price_idx" ON "listing_search" USING btree ("storefront_id","sub_category_id","price","listing_id","category_id","brand_key","condition","num_available");--> statement-breakpoint
CREATE INDEX "listing_search_featured_idx" ON "listing_search" USING btree ("storefront_id","is_featured" DESC NULLS LAST,"listed_at" DESC NULLS LAST,"listing_id","category_id","sub_category_id","brand_key","condition","num_available");--> statement-breakpoint
CREATE INDEX "listing_search_price_idx" ON "listing_search" USING btree ("storefront_id","price","listing_id","category_id","sub_category_id","brand_key","condition","num_available");