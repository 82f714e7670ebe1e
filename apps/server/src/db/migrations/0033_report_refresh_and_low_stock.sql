CREATE TABLE "listing_stock_rollups" (
	"organization_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"sub_category_id" uuid,
	"brand_key" text,
	"listings" integer NOT NULL,
	"units" integer NOT NULL,
	"value" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_refreshes" (
	"name" text PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_snapshots" (
	"kind" text NOT NULL,
	"organization_key" text NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"rows" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_snapshots_pk" PRIMARY KEY("kind","organization_key","from_day","to_day")
);
--> statement-breakpoint
DROP INDEX "orders_open_idx";--> statement-breakpoint
DROP INDEX "listings_low_stock_idx";--> statement-breakpoint
CREATE INDEX "listing_stock_rollups_organization_idx" ON "listing_stock_rollups" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "orders_awaiting_quote_idx" ON "orders" USING btree ("seller_organization_id") WHERE "orders"."checkout_state" = 'placed' and "orders"."requested_shipping_quote" and "orders"."status" not in ('cancelled', 'shipped');--> statement-breakpoint
CREATE INDEX "listings_low_stock_idx" ON "listings" USING btree ("organization_id","num_available","id") WHERE "listings"."deleted_at" is null;