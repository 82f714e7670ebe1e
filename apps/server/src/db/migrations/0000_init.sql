-- pg_trgm backs the trigram indexes on products (part-number and name search). Hand-added: drizzle-kit does not emit extensions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "entity_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" uuid,
	"organization_id" uuid,
	"storefront_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"listing_id" uuid NOT NULL,
	"storefront_id" uuid NOT NULL,
	"user_id" uuid,
	"guest_id" text,
	"purchase_qty" integer NOT NULL,
	"purchase_price" numeric(14, 4) NOT NULL,
	"offer_price" numeric(14, 4),
	"offer_item_id" uuid,
	"original_price" numeric(14, 4),
	"cart_item_ref" text,
	"last_cart_update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_owner_check" CHECK (("cart_items"."user_id" is null) <> ("cart_items"."guest_id" is null)),
	CONSTRAINT "cart_items_purchase_qty_check" CHECK ("cart_items"."purchase_qty" >= 1),
	CONSTRAINT "cart_items_prices_check" CHECK ("cart_items"."purchase_price" >= 0 and "cart_items"."offer_price" >= 0 and "cart_items"."original_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_parent_id_slug_unique" UNIQUE NULLS NOT DISTINCT("parent_id","slug"),
	CONSTRAINT "categories_slug_check" CHECK ("categories"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "listing_shares" (
	"listing_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_shares_pk" PRIMARY KEY("listing_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_by_user_id" uuid,
	"price" numeric(14, 4) NOT NULL,
	"msrp_price" numeric(14, 4),
	"discount_percentage" integer GENERATED ALWAYS AS (case when msrp_price > 0 then round((msrp_price - price) / msrp_price * 100)::integer else 0 end) STORED NOT NULL,
	"condition" text NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"num_available" integer DEFAULT 0 NOT NULL,
	"quantity_multiple" integer DEFAULT 1 NOT NULL,
	"lot_type" text,
	"total_price" numeric(14, 2),
	"pickup_location" text,
	"shipping_option" text,
	"arrival_date" date,
	"unit_measure" text,
	"unit_weight" numeric(10, 2),
	"shipping_dimensions" jsonb,
	"hs_code" text,
	"notes" text,
	"view_count" integer DEFAULT 0 NOT NULL,
	"last_viewed_date" timestamp with time zone,
	"is_shipping_included" boolean DEFAULT false NOT NULL,
	"min_shipping_estimate" integer,
	"max_shipping_estimate" integer,
	"manufacturer_listing" boolean DEFAULT false NOT NULL,
	"can_make_offer_if_qty_is_zero" boolean DEFAULT false NOT NULL,
	"show_price_wo_login" boolean DEFAULT true NOT NULL,
	"is_featured_listing" boolean DEFAULT false NOT NULL,
	"exclude_from_collector_portal" boolean DEFAULT false NOT NULL,
	"google_product_id" text,
	"is_on_offer" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_condition_check" CHECK ("listings"."condition" in ('New', 'Like New', 'Used', 'Refurbished', 'Open Box', 'Field Pull')),
	CONSTRAINT "listings_price_check" CHECK ("listings"."price" >= 0 and ("listings"."msrp_price" is null or "listings"."msrp_price" >= 0)),
	CONSTRAINT "listings_quantities_check" CHECK ("listings"."num_available" >= 0 and "listings"."min_quantity" >= 1 and "listings"."quantity_multiple" >= 1),
	CONSTRAINT "listings_total_price_check" CHECK ("listings"."total_price" >= 0),
	CONSTRAINT "listings_shipping_estimate_check" CHECK ("listings"."min_shipping_estimate" >= 0 and "listings"."max_shipping_estimate" >= "listings"."min_shipping_estimate"),
	CONSTRAINT "listings_view_count_check" CHECK ("listings"."view_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_insight_data" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid,
	"brand" text NOT NULL,
	"mpn" text NOT NULL,
	"source" text NOT NULL,
	"title" text,
	"url" text,
	"price" numeric(14, 4),
	"badge" text,
	"data" jsonb,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_insight_data_badge_check" CHECK ("product_insight_data"."badge" in ('Recommended', 'Potential Match', 'Caution', 'Original')),
	CONSTRAINT "product_insight_data_mpn_lower_check" CHECK ("product_insight_data"."mpn" = lower("product_insight_data"."mpn"))
);
--> statement-breakpoint
CREATE TABLE "product_specifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_tiered_prices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"min_qty" integer NOT NULL,
	"max_qty" integer,
	"price" numeric(14, 4) NOT NULL,
	CONSTRAINT "product_tiered_prices_qty_check" CHECK ("product_tiered_prices"."min_qty" >= 1 and ("product_tiered_prices"."max_qty" is null or "product_tiered_prices"."max_qty" >= "product_tiered_prices"."min_qty")),
	CONSTRAINT "product_tiered_prices_price_check" CHECK ("product_tiered_prices"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"is_manu_product" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"part_type" text,
	"min_price" numeric(14, 4),
	"max_price" numeric(14, 4),
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"product_type" text,
	"oem_name" text NOT NULL,
	"image_status" text,
	"oem_model_name" text,
	"oem_part_number" text NOT NULL,
	"part_number_normalized" text GENERATED ALWAYS AS (regexp_replace(lower(oem_part_number), '[^a-z0-9]+', '', 'g')) STORED NOT NULL,
	"country" text,
	"seller_part_number" text,
	"seller_internal_location" text,
	"is_product_insight_data_exist" boolean DEFAULT false NOT NULL,
	"is_product_insight_data_used" boolean DEFAULT false NOT NULL,
	"product_insight_data_used_date" timestamp with time zone,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weight" numeric(10, 2),
	"length" numeric(10, 2),
	"height" numeric(10, 2),
	"width" numeric(10, 2),
	"price_multiplier" numeric(10, 4),
	"manufacturer_name" text,
	"manufacturer_country" text,
	"google_shopping_target_country" text,
	"image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"spec_doc_url" text,
	"sub_products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"models" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_id" uuid NOT NULL,
	"sub_category_id" uuid,
	"industry" text,
	"created_by_organization_id" uuid,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(oem_part_number, '') || ' ' || regexp_replace(lower(coalesce(oem_part_number, '')), '[^a-z0-9]+', '', 'g') || ' ' || coalesce(oem_name, '') || ' ' || coalesce(oem_model_name, '') || ' ' || coalesce(seller_part_number, '')), 'A') || setweight(to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(display_name, '')), 'B') || setweight(to_tsvector('simple', coalesce(product_type, '') || ' ' || coalesce(part_type, '') || ' ' || coalesce(industry, '') || ' ' || coalesce(manufacturer_name, '')) || jsonb_to_tsvector('simple', tags, '["string"]'), 'C') || setweight(to_tsvector('simple', coalesce(description, '')), 'D')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_range_check" CHECK ("products"."min_price" >= 0 and "products"."max_price" >= 0 and "products"."min_price" <= "products"."max_price"),
	CONSTRAINT "products_dimensions_check" CHECK ("products"."weight" >= 0 and "products"."length" >= 0 and "products"."height" >= 0 and "products"."width" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shared_listing_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"listing_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"requested_by_user_id" uuid,
	"request_date" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "shared_listing_requests_status_check" CHECK ("shared_listing_requests"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "custom_pages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"storefront_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_pages_storefront_id_slug_unique" UNIQUE("storefront_id","slug"),
	CONSTRAINT "custom_pages_slug_check" CHECK ("custom_pages"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"storefront_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"storefront_id" uuid NOT NULL,
	"email" text NOT NULL,
	"storefront_name" text NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_storefront_id_email_unique" UNIQUE("storefront_id","email")
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"storefront_id" uuid NOT NULL,
	"listing_id" uuid,
	"product_id" uuid,
	"user_id" uuid,
	"item_name" text NOT NULL,
	"qty" integer NOT NULL,
	"original_price" numeric(14, 4),
	"extended_price" numeric(14, 2),
	"storefront_name" text NOT NULL,
	"thumbnail" text,
	"product_link" text,
	"brand" text,
	"part_number" text,
	"user_name" text,
	"email" text NOT NULL,
	"contact_number" text,
	"postal_code" text,
	"city" text,
	"state" text,
	"comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_qty_check" CHECK ("quote_requests"."qty" >= 1),
	CONSTRAINT "quote_requests_prices_check" CHECK ("quote_requests"."original_price" >= 0 and "quote_requests"."extended_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "search_keyword_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"search_keyword" text NOT NULL,
	"storefront_id" uuid NOT NULL,
	"storefront_name" text NOT NULL,
	"user_name" text,
	"user_id" uuid,
	"guest_id" text,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_search_count" integer DEFAULT 0 NOT NULL,
	"ip_info" jsonb,
	CONSTRAINT "search_keyword_records_product_search_count_check" CHECK ("search_keyword_records"."product_search_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_signups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"storefront_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company_name" text NOT NULL,
	"email" text NOT NULL,
	"plan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"offer_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"storefront_id" uuid NOT NULL,
	"listing_org_id" uuid NOT NULL,
	"user_id" uuid,
	"guest_id" text,
	"purchase_qty" integer NOT NULL,
	"purchase_price" numeric(14, 4) NOT NULL,
	"price" numeric(14, 4) NOT NULL,
	"seller_counter_offer_count" integer DEFAULT 0 NOT NULL,
	"buyer_edit_offer_count" integer DEFAULT 0 NOT NULL,
	"last_offer_update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"offer_valid_till" timestamp with time zone NOT NULL,
	"is_seller_offer_active" boolean DEFAULT false NOT NULL,
	"is_buyer_offer_active" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"parent_offer_item_id" uuid,
	"records_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_items_status_check" CHECK ("offer_items"."status" in ('pending', 'accepted', 'countered', 'rejected', 'cancelled', 'expired')),
	CONSTRAINT "offer_items_owner_check" CHECK (("offer_items"."user_id" is null) <> ("offer_items"."guest_id" is null)),
	CONSTRAINT "offer_items_purchase_qty_check" CHECK ("offer_items"."purchase_qty" >= 1),
	CONSTRAINT "offer_items_prices_check" CHECK ("offer_items"."purchase_price" >= 0 and "offer_items"."price" >= 0),
	CONSTRAINT "offer_items_counts_check" CHECK ("offer_items"."seller_counter_offer_count" >= 0 and "offer_items"."buyer_edit_offer_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"storefront_id" uuid NOT NULL,
	"seller_organization_id" uuid NOT NULL,
	"buyer_organization_id" uuid,
	"buyer_user_id" uuid,
	"guest_id" text,
	"guest_user" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"date_offer" timestamp with time zone DEFAULT now() NOT NULL,
	"billing_address" jsonb,
	"shipping_address" jsonb,
	"records_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('pending', 'accepted', 'countered', 'rejected', 'cancelled', 'expired')),
	CONSTRAINT "offers_buyer_check" CHECK (("offers"."buyer_user_id" is null) <> ("offers"."guest_id" is null))
);
--> statement-breakpoint
CREATE TABLE "order_additional_fees" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"transaction_id" uuid,
	"fees_detail" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"listing_org_id" uuid NOT NULL,
	"offer_item_id" uuid,
	"purchase_qty" integer NOT NULL,
	"purchase_price" numeric(14, 4) NOT NULL,
	"tc_fees_type" text,
	"tc_fees" numeric(14, 4),
	"tc_fees_amount" numeric(14, 2),
	"shipping_fee" numeric(14, 2),
	"is_free_shipping" boolean DEFAULT false NOT NULL,
	"shipping_estimation_fees" numeric(14, 2),
	"shipping_rate_id" text,
	"label_url" text,
	"records_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_purchase_qty_check" CHECK ("order_items"."purchase_qty" >= 1),
	CONSTRAINT "order_items_purchase_price_check" CHECK ("order_items"."purchase_price" >= 0),
	CONSTRAINT "order_items_tc_fees_type_check" CHECK ("order_items"."tc_fees_type" in ('flat', 'percentage')),
	CONSTRAINT "order_items_fees_check" CHECK ("order_items"."tc_fees" >= 0 and "order_items"."tc_fees_amount" >= 0 and "order_items"."shipping_fee" >= 0 and "order_items"."shipping_estimation_fees" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_number_sequences" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_number_sequences_last_number_check" CHECK ("order_number_sequences"."last_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_payment_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"payment_mode" text NOT NULL,
	"reference_number" text,
	"comment" text,
	"date_record_payment" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payment_history_amount_check" CHECK ("order_payment_history"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_shipping_details" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"shipping_fees" numeric(14, 2),
	"shipping_method" text,
	"company_name" text,
	"account_number" text,
	"estimated_shipping_fees" numeric(14, 2),
	"shipping_label" text,
	"courier" text,
	"courier_name" text,
	"tracking_number" text,
	"tracking_url" text,
	"shipment_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_shipping_details_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "order_shipping_details_courier_check" CHECK ("order_shipping_details"."courier" in ('FedEx', 'UPS', 'USPS', 'Other')),
	CONSTRAINT "order_shipping_details_fees_check" CHECK ("order_shipping_details"."shipping_fees" >= 0 and "order_shipping_details"."estimated_shipping_fees" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_number" integer NOT NULL,
	"storefront_id" uuid NOT NULL,
	"seller_organization_id" uuid NOT NULL,
	"buyer_organization_id" uuid,
	"buyer_user_id" uuid,
	"guest_id" text,
	"guest_user" jsonb,
	"guest_access_token" text,
	"idempotency_key" text,
	"status" text DEFAULT 'submitted' NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"date_ordered" timestamp with time zone DEFAULT now() NOT NULL,
	"date_paid" timestamp with time zone,
	"date_shipped" timestamp with time zone,
	"date_received" timestamp with time zone,
	"requested_shipping_quote" boolean DEFAULT false NOT NULL,
	"is_free_shipping" boolean DEFAULT false NOT NULL,
	"notes_to_seller" text,
	"purchase_order_number" text,
	"transaction_id" uuid,
	"promo_code_id" uuid,
	"payment_method" text,
	"subtotal" numeric(14, 2) NOT NULL,
	"tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tax_percent" numeric(7, 4) DEFAULT '0' NOT NULL,
	"service_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"service_fee_percent" numeric(7, 4) DEFAULT '0' NOT NULL,
	"processing_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"processing_fee_percent" numeric(7, 4) DEFAULT '0' NOT NULL,
	"shipping_fees" numeric(14, 2) DEFAULT '0' NOT NULL,
	"discount_on_order" numeric(14, 2) DEFAULT '0' NOT NULL,
	"order_total" numeric(14, 2) NOT NULL,
	"records_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_guest_access_token_unique" UNIQUE("guest_access_token"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "orders_seller_organization_id_order_number_unique" UNIQUE("seller_organization_id","order_number"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('submitted', 'paid', 'partially paid', 'shipped', 'cancelled')),
	CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('card', 'ach', 'paylater', 'paypal')),
	CONSTRAINT "orders_buyer_check" CHECK ("orders"."buyer_user_id" is not null or "orders"."guest_user" is not null),
	CONSTRAINT "orders_order_number_check" CHECK ("orders"."order_number" >= 1),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."subtotal" >= 0 and "orders"."tax" >= 0 and "orders"."service_fee" >= 0 and "orders"."processing_fee" >= 0 and "orders"."shipping_fees" >= 0 and "orders"."discount_on_order" >= 0 and "orders"."order_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_processing_fees" (
	"id" uuid PRIMARY KEY NOT NULL,
	"vendor" text NOT NULL,
	"processing_fee" numeric(7, 4) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_processing_fees_vendor_unique" UNIQUE("vendor"),
	CONSTRAINT "payment_processing_fees_vendor_check" CHECK ("payment_processing_fees"."vendor" in ('card', 'ach', 'paylater', 'paypal')),
	CONSTRAINT "payment_processing_fees_processing_fee_check" CHECK ("payment_processing_fees"."processing_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"storefront_id" uuid NOT NULL,
	"buyer_user_id" uuid,
	"buyer_organization_id" uuid,
	"guest_user" jsonb,
	"payment_method" text NOT NULL,
	"gateway" text,
	"gateway_transaction_id" text,
	"ach_pay_type" text,
	"amount_paid" numeric(14, 2) DEFAULT '0' NOT NULL,
	"masked_card_no" text,
	"card_brand" text,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tax_percent" numeric(7, 4) DEFAULT '0' NOT NULL,
	"service_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"service_fee_percent" numeric(7, 4) DEFAULT '0' NOT NULL,
	"processing_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"processing_fee_percent" numeric(7, 4) DEFAULT '0' NOT NULL,
	"promo_code_applied" text,
	"promo_code_type" text,
	"promo_code_discount" numeric(14, 2),
	"discount_on_order" numeric(14, 2) DEFAULT '0' NOT NULL,
	"order_total" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_payment_method_check" CHECK ("transactions"."payment_method" in ('card', 'ach', 'paylater', 'paypal')),
	CONSTRAINT "transactions_promo_code_type_check" CHECK ("transactions"."promo_code_type" in ('flat', 'percentage')),
	CONSTRAINT "transactions_masked_card_no_check" CHECK ("transactions"."masked_card_no" ~ '^[0-9]{4}$'),
	CONSTRAINT "transactions_amounts_check" CHECK ("transactions"."amount_paid" >= 0 and "transactions"."tax" >= 0 and "transactions"."service_fee" >= 0 and "transactions"."processing_fee" >= 0 and "transactions"."discount_on_order" >= 0 and "transactions"."order_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cross_domain_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"target_storefront_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "cross_domain_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"org_type" text DEFAULT 'seller' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"logo" text,
	"phone" text,
	"email" text,
	"zip" text,
	"remote_url" text,
	"country" text,
	"city" text,
	"state" text,
	"address1" text,
	"meta_title" text,
	"meta_description" text,
	"brand_name" text,
	"storefront_name_for_partner" text,
	"is_parent_org" boolean DEFAULT false NOT NULL,
	"is_authorized_reseller" boolean DEFAULT false NOT NULL,
	"is_discrete_org" boolean DEFAULT false NOT NULL,
	"is_offer_credit" boolean DEFAULT false NOT NULL,
	"credit_app_link" text,
	"credit_term_type" text,
	"return_policy" text,
	"warranty_policy" text,
	"estimated_to_ship" text,
	"minimum_credit_order_value" numeric(14, 2),
	"free_shipping_min_order_amount" numeric(14, 2),
	"credit_card_paypal_flag" boolean DEFAULT false NOT NULL,
	"bank_transfer_instructions" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_slug_unique" UNIQUE("slug"),
	CONSTRAINT "organizations_org_type_check" CHECK ("organizations"."org_type" in ('platform', 'seller', 'buyer', 'both')),
	CONSTRAINT "organizations_minimum_credit_order_value_check" CHECK ("organizations"."minimum_credit_order_value" >= 0),
	CONSTRAINT "organizations_free_shipping_min_order_amount_check" CHECK ("organizations"."free_shipping_min_order_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"display_name" text,
	"username" text,
	"employee_id" text,
	"first_name" text,
	"last_name" text,
	"gender" text,
	"phone" text,
	"address1" text,
	"address2" text,
	"suite" text,
	"city" text,
	"state" text,
	"country" text,
	"zip" text,
	"reseller_certificate_url" text,
	"email_verified_at" timestamp with time zone,
	"registered_date" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_info" jsonb,
	"disabled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('operator', 'companyAdmin', 'businessUser', 'productSpecialist', 'buyer')),
	CONSTRAINT "users_email_lower_check" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "outbox_kind_check" CHECK ("outbox"."kind" in ('mail', 'records')),
	CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('pending', 'delivered', 'failed')),
	CONSTRAINT "outbox_attempts_check" CHECK ("outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"storefront_id" uuid,
	"code" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"value" numeric(14, 4) NOT NULL,
	"min_order_value" numeric(14, 2),
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_type_check" CHECK ("promo_codes"."type" in ('flat', 'percentage')),
	CONSTRAINT "promo_codes_value_check" CHECK ("promo_codes"."value" >= 0 and ("promo_codes"."type" <> 'percentage' or "promo_codes"."value" <= 100)),
	CONSTRAINT "promo_codes_min_order_value_check" CHECK ("promo_codes"."min_order_value" >= 0),
	CONSTRAINT "promo_codes_uses_check" CHECK ("promo_codes"."used_count" >= 0 and ("promo_codes"."max_uses" is null or "promo_codes"."max_uses" >= 0)),
	CONSTRAINT "promo_codes_dates_check" CHECK ("promo_codes"."ends_at" > "promo_codes"."starts_at"),
	CONSTRAINT "promo_codes_code_check" CHECK (length(trim("promo_codes"."code")) > 0)
);
--> statement-breakpoint
CREATE TABLE "storefronts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"is_marketplace" boolean DEFAULT false NOT NULL,
	"local_url" text NOT NULL,
	"customer_domain" text,
	"storefront_title" text NOT NULL,
	"storefront_sub_title" text,
	"logo_text" text,
	"logo1" text,
	"logo2" text,
	"favicon" text,
	"theme_css" text,
	"theme_color" text NOT NULL,
	"icon_color" text NOT NULL,
	"custom_css_class" text,
	"about_us_link" text,
	"footer_variant" text DEFAULT 'standard' NOT NULL,
	"social_link" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"store_address" text,
	"postal_code" text,
	"credit_card_paypal_flag" boolean DEFAULT false NOT NULL,
	"offer_valid_for" integer DEFAULT 72 NOT NULL,
	"background_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"device_icons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"manufacturer_title" text,
	"manufacturer_logos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"plan_id" text,
	"plan_name" text,
	"service_fee_on_order" numeric(7, 4) DEFAULT '0' NOT NULL,
	"sold_on_storefront_fees" numeric(14, 4) DEFAULT '0' NOT NULL,
	"sold_on_storefront_fees_type" text DEFAULT 'percentage' NOT NULL,
	"sold_on_col_or_res_portal_fees" numeric(14, 4) DEFAULT '0' NOT NULL,
	"sold_on_col_or_res_portal_fees_type" text DEFAULT 'percentage' NOT NULL,
	"monthly_fees" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tax_rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storefronts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "storefronts_local_url_unique" UNIQUE("local_url"),
	CONSTRAINT "storefronts_customer_domain_unique" UNIQUE("customer_domain"),
	CONSTRAINT "storefronts_footer_variant_check" CHECK ("storefronts"."footer_variant" in ('marketplace', 'standard', 'legal')),
	CONSTRAINT "storefronts_sold_on_storefront_fees_type_check" CHECK ("storefronts"."sold_on_storefront_fees_type" in ('flat', 'percentage')),
	CONSTRAINT "storefronts_sold_on_col_or_res_portal_fees_type_check" CHECK ("storefronts"."sold_on_col_or_res_portal_fees_type" in ('flat', 'percentage')),
	CONSTRAINT "storefronts_offer_valid_for_check" CHECK ("storefronts"."offer_valid_for" > 0),
	CONSTRAINT "storefronts_fees_check" CHECK ("storefronts"."service_fee_on_order" >= 0 and "storefronts"."sold_on_storefront_fees" >= 0 and "storefronts"."sold_on_col_or_res_portal_fees" >= 0 and "storefronts"."monthly_fees" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_offer_item_id_offer_items_id_fk" FOREIGN KEY ("offer_item_id") REFERENCES "public"."offer_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_shares" ADD CONSTRAINT "listing_shares_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_shares" ADD CONSTRAINT "listing_shares_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_insight_data" ADD CONSTRAINT "product_insight_data_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specifications" ADD CONSTRAINT "product_specifications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tiered_prices" ADD CONSTRAINT "product_tiered_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sub_category_id_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_by_organization_id_organizations_id_fk" FOREIGN KEY ("created_by_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_listing_requests" ADD CONSTRAINT "shared_listing_requests_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_listing_requests" ADD CONSTRAINT "shared_listing_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_listing_requests" ADD CONSTRAINT "shared_listing_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_pages" ADD CONSTRAINT "custom_pages_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_keyword_records" ADD CONSTRAINT "search_keyword_records_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_keyword_records" ADD CONSTRAINT "search_keyword_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_signups" ADD CONSTRAINT "store_signups_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_items" ADD CONSTRAINT "offer_items_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_items" ADD CONSTRAINT "offer_items_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_items" ADD CONSTRAINT "offer_items_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_items" ADD CONSTRAINT "offer_items_listing_org_id_organizations_id_fk" FOREIGN KEY ("listing_org_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_items" ADD CONSTRAINT "offer_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_items" ADD CONSTRAINT "offer_items_parent_offer_item_id_offer_items_id_fk" FOREIGN KEY ("parent_offer_item_id") REFERENCES "public"."offer_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_seller_organization_id_organizations_id_fk" FOREIGN KEY ("seller_organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_organization_id_organizations_id_fk" FOREIGN KEY ("buyer_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_additional_fees" ADD CONSTRAINT "order_additional_fees_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_additional_fees" ADD CONSTRAINT "order_additional_fees_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_listing_org_id_organizations_id_fk" FOREIGN KEY ("listing_org_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_offer_item_id_offer_items_id_fk" FOREIGN KEY ("offer_item_id") REFERENCES "public"."offer_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_number_sequences" ADD CONSTRAINT "order_number_sequences_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payment_history" ADD CONSTRAINT "order_payment_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payment_history" ADD CONSTRAINT "order_payment_history_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipping_details" ADD CONSTRAINT "order_shipping_details_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_organization_id_organizations_id_fk" FOREIGN KEY ("seller_organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_organization_id_organizations_id_fk" FOREIGN KEY ("buyer_organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_buyer_organization_id_organizations_id_fk" FOREIGN KEY ("buyer_organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_domain_tokens" ADD CONSTRAINT "cross_domain_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_domain_tokens" ADD CONSTRAINT "cross_domain_tokens_target_storefront_id_storefronts_id_fk" FOREIGN KEY ("target_storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefronts" ADD CONSTRAINT "storefronts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entity_history_entity_idx" ON "entity_history" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "entity_history_organization_id_idx" ON "entity_history" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "cart_items_user_id_storefront_id_idx" ON "cart_items" USING btree ("user_id","storefront_id");--> statement-breakpoint
CREATE INDEX "cart_items_guest_id_storefront_id_idx" ON "cart_items" USING btree ("guest_id","storefront_id");--> statement-breakpoint
CREATE INDEX "cart_items_listing_id_idx" ON "cart_items" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_shares_organization_id_idx" ON "listing_shares" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "listings_organization_id_idx" ON "listings" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "listings_product_id_idx" ON "listings" USING btree ("product_id","price");--> statement-breakpoint
CREATE INDEX "listings_condition_price_idx" ON "listings" USING btree ("condition","price");--> statement-breakpoint
CREATE INDEX "listings_price_idx" ON "listings" USING btree ("price");--> statement-breakpoint
CREATE INDEX "listings_marketplace_idx" ON "listings" USING btree ("product_id") WHERE "listings"."exclude_from_collector_portal" = false and "listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "listings_featured_idx" ON "listings" USING btree ("organization_id") WHERE "listings"."is_featured_listing" = true and "listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "product_insight_data_brand_mpn_idx" ON "product_insight_data" USING btree (lower("brand"),"mpn");--> statement-breakpoint
CREATE INDEX "product_insight_data_product_id_idx" ON "product_insight_data" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_specifications_product_id_idx" ON "product_specifications" USING btree ("product_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "product_tiered_prices_product_id_min_qty_idx" ON "product_tiered_prices" USING btree ("product_id","min_qty");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","sub_category_id");--> statement-breakpoint
CREATE INDEX "products_sub_category_idx" ON "products" USING btree ("sub_category_id");--> statement-breakpoint
CREATE INDEX "products_oem_name_idx" ON "products" USING btree (lower("oem_name"));--> statement-breakpoint
CREATE INDEX "products_part_number_normalized_idx" ON "products" USING btree ("part_number_normalized");--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_part_number_trgm_idx" ON "products" USING gin ("part_number_normalized" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shared_listing_requests_listing_id_idx" ON "shared_listing_requests" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "shared_listing_requests_organization_id_idx" ON "shared_listing_requests" USING btree ("organization_id","request_date");--> statement-breakpoint
CREATE INDEX "faqs_storefront_id_idx" ON "faqs" USING btree ("storefront_id","sort_order");--> statement-breakpoint
CREATE INDEX "quote_requests_storefront_id_idx" ON "quote_requests" USING btree ("storefront_id","created_at");--> statement-breakpoint
CREATE INDEX "search_keyword_records_storefront_id_idx" ON "search_keyword_records" USING btree ("storefront_id","searched_at");--> statement-breakpoint
CREATE INDEX "search_keyword_records_keyword_idx" ON "search_keyword_records" USING btree (lower("search_keyword"));--> statement-breakpoint
CREATE INDEX "offer_items_offer_id_idx" ON "offer_items" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "offer_items_listing_org_id_idx" ON "offer_items" USING btree ("listing_org_id","last_offer_update_date");--> statement-breakpoint
CREATE INDEX "offer_items_listing_id_idx" ON "offer_items" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "offer_items_user_id_storefront_id_idx" ON "offer_items" USING btree ("user_id","storefront_id");--> statement-breakpoint
CREATE INDEX "offer_items_guest_id_storefront_id_idx" ON "offer_items" USING btree ("guest_id","storefront_id");--> statement-breakpoint
CREATE INDEX "offer_items_parent_offer_item_id_idx" ON "offer_items" USING btree ("parent_offer_item_id");--> statement-breakpoint
CREATE INDEX "offer_items_open_expiry_idx" ON "offer_items" USING btree ("offer_valid_till") WHERE "offer_items"."status" in ('pending', 'countered');--> statement-breakpoint
CREATE INDEX "offers_seller_organization_id_idx" ON "offers" USING btree ("seller_organization_id","date_offer");--> statement-breakpoint
CREATE INDEX "offers_buyer_user_id_idx" ON "offers" USING btree ("buyer_user_id","date_offer");--> statement-breakpoint
CREATE INDEX "offers_buyer_organization_id_idx" ON "offers" USING btree ("buyer_organization_id","date_offer");--> statement-breakpoint
CREATE INDEX "offers_guest_id_idx" ON "offers" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "offers_storefront_id_idx" ON "offers" USING btree ("storefront_id","date_offer");--> statement-breakpoint
CREATE INDEX "order_additional_fees_order_id_idx" ON "order_additional_fees" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_order_id_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_listing_id_idx" ON "order_items" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "order_items_listing_org_id_idx" ON "order_items" USING btree ("listing_org_id","created_at");--> statement-breakpoint
CREATE INDEX "order_items_offer_item_id_idx" ON "order_items" USING btree ("offer_item_id");--> statement-breakpoint
CREATE INDEX "order_payment_history_order_id_idx" ON "order_payment_history" USING btree ("order_id","date_record_payment");--> statement-breakpoint
CREATE INDEX "orders_seller_organization_id_idx" ON "orders" USING btree ("seller_organization_id","date_ordered");--> statement-breakpoint
CREATE INDEX "orders_buyer_organization_id_idx" ON "orders" USING btree ("buyer_organization_id","date_ordered");--> statement-breakpoint
CREATE INDEX "orders_buyer_user_id_idx" ON "orders" USING btree ("buyer_user_id","date_ordered");--> statement-breakpoint
CREATE INDEX "orders_storefront_id_idx" ON "orders" USING btree ("storefront_id","date_ordered");--> statement-breakpoint
CREATE INDEX "orders_transaction_id_idx" ON "orders" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_gateway_transaction_id_idx" ON "transactions" USING btree ("gateway","gateway_transaction_id") WHERE "transactions"."gateway_transaction_id" is not null;--> statement-breakpoint
CREATE INDEX "transactions_buyer_user_id_idx" ON "transactions" USING btree ("buyer_user_id","date");--> statement-breakpoint
CREATE INDEX "transactions_storefront_id_idx" ON "transactions" USING btree ("storefront_id","date");--> statement-breakpoint
CREATE INDEX "cross_domain_tokens_user_id_idx" ON "cross_domain_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_resets_user_id_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_organization_id_idx" ON "users" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "outbox_status_created_at_idx" ON "outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_organization_id_code_idx" ON "promo_codes" USING btree ("organization_id",lower("code"));--> statement-breakpoint
CREATE INDEX "promo_codes_storefront_id_idx" ON "promo_codes" USING btree ("storefront_id");--> statement-breakpoint
CREATE INDEX "storefronts_organization_id_idx" ON "storefronts" USING btree ("organization_id");