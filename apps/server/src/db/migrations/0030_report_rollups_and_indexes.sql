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
CREATE INDEX "products_brand_name_idx" ON "products" USING btree (lower(trim("oem_name")),"oem_name");--> statement-breakpoint
CREATE INDEX "search_keyword_records_searched_at_idx" ON "search_keyword_records" USING btree ("searched_at");--> statement-breakpoint
CREATE INDEX "search_keyword_records_without_results_idx" ON "search_keyword_records" USING btree ("searched_at","storefront_id","search_keyword","storefront_name") WHERE "search_keyword_records"."product_search_count" = 0;--> statement-breakpoint
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
