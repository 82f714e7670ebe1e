CREATE TABLE "listing_stock_rollups" (
	"organization_id" uuid NOT NULL,
	"category_key" text NOT NULL,
	"brand_key" text NOT NULL,
	"listings" integer NOT NULL,
	"units" integer NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	CONSTRAINT "listing_stock_rollups_pk" PRIMARY KEY("organization_id","category_key","brand_key")
);
--> statement-breakpoint
CREATE TABLE "order_line_daily_rollups" (
	"day" date NOT NULL,
	"seller_organization_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"units" integer NOT NULL,
	"sales" numeric(16, 2) NOT NULL,
	CONSTRAINT "order_line_daily_rollups_pk" PRIMARY KEY("seller_organization_id","day","listing_id")
);
--> statement-breakpoint
CREATE INDEX "order_line_daily_rollups_day_idx" ON "order_line_daily_rollups" USING btree ("day");--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): the line roll-up follows every write to orders
-- and order_items in the writing transaction. A line counts while its order is placed and not
-- cancelled, on the order's day and seller; a change takes the old share away and adds the new one.
CREATE FUNCTION "order_line_daily_rollups_add"(d date, seller uuid, listing uuid, n integer, amount numeric) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_line_daily_rollups" AS r ("day", "seller_organization_id", "listing_id", "product_id", "units", "sales")
  VALUES (d, seller, listing, (SELECT l."product_id" FROM "listings" l WHERE l."id" = listing), n, amount)
  ON CONFLICT ("seller_organization_id", "day", "listing_id") DO UPDATE
    SET "units" = r."units" + excluded."units", "sales" = r."sales" + excluded."sales";
END $$;
--> statement-breakpoint
-- An order's lines: taken away before the order is deleted (its lines are still there; the cascade
-- that deletes them then finds no order and adds nothing) and moved when a counted column changes.
CREATE FUNCTION "order_line_daily_rollups_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."checkout_state" = 'placed' AND OLD."status" <> 'cancelled' THEN
    PERFORM "order_line_daily_rollups_add"((OLD."date_ordered" AT TIME ZONE 'UTC')::date, OLD."seller_organization_id",
      x."listing_id", -x."purchase_qty", -round(x."purchase_qty" * x."purchase_price", 2))
    FROM "order_items" x WHERE x."order_id" = OLD."id";
  END IF;
  IF TG_OP = 'UPDATE' AND NEW."checkout_state" = 'placed' AND NEW."status" <> 'cancelled' THEN
    PERFORM "order_line_daily_rollups_add"((NEW."date_ordered" AT TIME ZONE 'UTC')::date, NEW."seller_organization_id",
      x."listing_id", x."purchase_qty", round(x."purchase_qty" * x."purchase_price", 2))
    FROM "order_items" x WHERE x."order_id" = NEW."id";
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_line_rollups_delete" BEFORE DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "order_line_daily_rollups_order"();
--> statement-breakpoint
CREATE TRIGGER "orders_line_rollups_update" AFTER UPDATE OF "checkout_state", "status", "date_ordered", "seller_organization_id" ON "orders" FOR EACH ROW
  WHEN (OLD."checkout_state" IS DISTINCT FROM NEW."checkout_state" OR OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."date_ordered" IS DISTINCT FROM NEW."date_ordered" OR OLD."seller_organization_id" IS DISTINCT FROM NEW."seller_organization_id")
  EXECUTE FUNCTION "order_line_daily_rollups_order"();
--> statement-breakpoint
CREATE FUNCTION "order_line_daily_rollups_item"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "order_line_daily_rollups_add"((o."date_ordered" AT TIME ZONE 'UTC')::date, o."seller_organization_id",
      OLD."listing_id", -OLD."purchase_qty", -round(OLD."purchase_qty" * OLD."purchase_price", 2))
    FROM "orders" o WHERE o."id" = OLD."order_id" AND o."checkout_state" = 'placed' AND o."status" <> 'cancelled';
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "order_line_daily_rollups_add"((o."date_ordered" AT TIME ZONE 'UTC')::date, o."seller_organization_id",
      NEW."listing_id", NEW."purchase_qty", round(NEW."purchase_qty" * NEW."purchase_price", 2))
    FROM "orders" o WHERE o."id" = NEW."order_id" AND o."checkout_state" = 'placed' AND o."status" <> 'cancelled';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_items_line_rollups" AFTER INSERT OR DELETE OR UPDATE OF "order_id", "listing_id", "purchase_qty", "purchase_price" ON "order_items" FOR EACH ROW EXECUTE FUNCTION "order_line_daily_rollups_item"();
--> statement-breakpoint
-- Every line gone (a truncate of order_items, which one of orders cascades to): the roll-up empties.
CREATE FUNCTION "order_line_daily_rollups_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "order_line_daily_rollups";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_line_rollups_truncate" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "order_line_daily_rollups_clear"();
--> statement-breakpoint
CREATE TRIGGER "order_items_line_rollups_truncate" AFTER TRUNCATE ON "order_items" FOR EACH STATEMENT EXECUTE FUNCTION "order_line_daily_rollups_clear"();
--> statement-breakpoint
INSERT INTO "order_line_daily_rollups" ("day", "seller_organization_id", "listing_id", "product_id", "units", "sales")
SELECT (o."date_ordered" AT TIME ZONE 'UTC')::date, o."seller_organization_id", x."listing_id", l."product_id",
  sum(x."purchase_qty")::int, sum(round(x."purchase_qty" * x."purchase_price", 2))
FROM "orders" o JOIN "order_items" x ON x."order_id" = o."id" JOIN "listings" l ON l."id" = x."listing_id"
WHERE o."checkout_state" = 'placed' AND o."status" <> 'cancelled'
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- The stock roll-up follows every write to listings and to the products' category, sub-category and
-- brand. A listing counts while it is not removed, under its product's keys.
CREATE FUNCTION "listing_stock_category_key"(category uuid, sub_category uuid) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT category::text || '/' || coalesce(sub_category::text, '')
$$;
--> statement-breakpoint
CREATE FUNCTION "listing_stock_brand_key"(oem_name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(lower(nullif(trim(oem_name), '')), '')
$$;
--> statement-breakpoint
CREATE FUNCTION "listing_stock_rollups_add"(org uuid, category_of text, brand_of text, n integer, stock integer, amount numeric) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "listing_stock_rollups" AS r ("organization_id", "category_key", "brand_key", "listings", "units", "value")
  VALUES (org, category_of, brand_of, n, stock, amount)
  ON CONFLICT ("organization_id", "category_key", "brand_key") DO UPDATE
    SET "listings" = r."listings" + excluded."listings", "units" = r."units" + excluded."units",
        "value" = r."value" + excluded."value";
END $$;
--> statement-breakpoint
CREATE FUNCTION "listing_stock_rollups_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."deleted_at" IS NULL THEN
    PERFORM "listing_stock_rollups_add"(OLD."organization_id", "listing_stock_category_key"(p."category_id", p."sub_category_id"),
      "listing_stock_brand_key"(p."oem_name"), -1, -OLD."num_available", -round(OLD."num_available" * OLD."price", 2))
    FROM "products" p WHERE p."id" = OLD."product_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."deleted_at" IS NULL THEN
    PERFORM "listing_stock_rollups_add"(NEW."organization_id", "listing_stock_category_key"(p."category_id", p."sub_category_id"),
      "listing_stock_brand_key"(p."oem_name"), 1, NEW."num_available", round(NEW."num_available" * NEW."price", 2))
    FROM "products" p WHERE p."id" = NEW."product_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "listings_stock_rollups" AFTER INSERT OR DELETE OR UPDATE OF "deleted_at", "num_available", "price", "product_id", "organization_id" ON "listings" FOR EACH ROW EXECUTE FUNCTION "listing_stock_rollups_listing"();
--> statement-breakpoint
-- A product's listings: taken away before the product is deleted (a cascade to its listings then
-- finds no product and adds nothing) and moved when its category, sub-category or brand changes.
CREATE FUNCTION "listing_stock_rollups_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "listing_stock_rollups_add"(l."organization_id", "listing_stock_category_key"(OLD."category_id", OLD."sub_category_id"),
    "listing_stock_brand_key"(OLD."oem_name"), -count(*)::int, -sum(l."num_available")::int, -sum(round(l."num_available" * l."price", 2)))
  FROM "listings" l WHERE l."product_id" = OLD."id" AND l."deleted_at" IS NULL GROUP BY l."organization_id";
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  PERFORM "listing_stock_rollups_add"(l."organization_id", "listing_stock_category_key"(NEW."category_id", NEW."sub_category_id"),
    "listing_stock_brand_key"(NEW."oem_name"), count(*)::int, sum(l."num_available")::int, sum(round(l."num_available" * l."price", 2)))
  FROM "listings" l WHERE l."product_id" = NEW."id" AND l."deleted_at" IS NULL GROUP BY l."organization_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_stock_rollups_delete" BEFORE DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "listing_stock_rollups_product"();
--> statement-breakpoint
CREATE TRIGGER "products_stock_rollups_update" AFTER UPDATE OF "category_id", "sub_category_id", "oem_name" ON "products" FOR EACH ROW
  WHEN ("listing_stock_category_key"(OLD."category_id", OLD."sub_category_id") IS DISTINCT FROM "listing_stock_category_key"(NEW."category_id", NEW."sub_category_id")
    OR "listing_stock_brand_key"(OLD."oem_name") IS DISTINCT FROM "listing_stock_brand_key"(NEW."oem_name"))
  EXECUTE FUNCTION "listing_stock_rollups_product"();
--> statement-breakpoint
CREATE FUNCTION "listing_stock_rollups_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "listing_stock_rollups";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "listings_stock_rollups_truncate" AFTER TRUNCATE ON "listings" FOR EACH STATEMENT EXECUTE FUNCTION "listing_stock_rollups_clear"();
--> statement-breakpoint
INSERT INTO "listing_stock_rollups" ("organization_id", "category_key", "brand_key", "listings", "units", "value")
SELECT l."organization_id", "listing_stock_category_key"(p."category_id", p."sub_category_id"), "listing_stock_brand_key"(p."oem_name"),
  count(*)::int, sum(l."num_available")::int, sum(round(l."num_available" * l."price", 2))
FROM "listings" l JOIN "products" p ON p."id" = l."product_id"
WHERE l."deleted_at" IS NULL
GROUP BY 1, 2, 3;
