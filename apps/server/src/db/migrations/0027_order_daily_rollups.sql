CREATE TABLE "order_daily_rollups" (
	"day" date NOT NULL,
	"seller_organization_id" uuid NOT NULL,
	"storefront_id" uuid NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	"subtotal" numeric(16, 2) NOT NULL,
	"order_total" numeric(16, 2) NOT NULL,
	CONSTRAINT "order_daily_rollups_pk" PRIMARY KEY("seller_organization_id","day","storefront_id","status")
);
--> statement-breakpoint
CREATE INDEX "order_daily_rollups_day_idx" ON "order_daily_rollups" USING btree ("day");--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): the roll-up follows every write to orders in
-- the writing transaction. A placed order adds itself to its day, seller, storefront and status; a
-- change takes the old row's share away and adds the new one's.
CREATE FUNCTION "order_daily_rollups_add"(d date, seller uuid, storefront uuid, st text, n integer, sub numeric, total numeric) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_daily_rollups" AS r ("day", "seller_organization_id", "storefront_id", "status", "orders", "subtotal", "order_total")
  VALUES (d, seller, storefront, st, n, sub, total)
  ON CONFLICT ("seller_organization_id", "day", "storefront_id", "status") DO UPDATE
    SET "orders" = r."orders" + excluded."orders",
        "subtotal" = r."subtotal" + excluded."subtotal",
        "order_total" = r."order_total" + excluded."order_total";
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_daily_rollups_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."checkout_state" = 'placed' THEN
    PERFORM "order_daily_rollups_add"((OLD."date_ordered" AT TIME ZONE 'UTC')::date, OLD."seller_organization_id",
      OLD."storefront_id", OLD."status", -1, -OLD."subtotal", -OLD."order_total");
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."checkout_state" = 'placed' THEN
    PERFORM "order_daily_rollups_add"((NEW."date_ordered" AT TIME ZONE 'UTC')::date, NEW."seller_organization_id",
      NEW."storefront_id", NEW."status", 1, NEW."subtotal", NEW."order_total");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_daily_rollups" AFTER INSERT OR DELETE OR UPDATE OF "checkout_state", "status", "date_ordered", "seller_organization_id", "storefront_id", "subtotal", "order_total" ON "orders" FOR EACH ROW EXECUTE FUNCTION "order_daily_rollups_apply"();
--> statement-breakpoint
CREATE FUNCTION "order_daily_rollups_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "order_daily_rollups";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_daily_rollups_truncate" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "order_daily_rollups_clear"();
--> statement-breakpoint
INSERT INTO "order_daily_rollups" ("day", "seller_organization_id", "storefront_id", "status", "orders", "subtotal", "order_total")
SELECT ("date_ordered" AT TIME ZONE 'UTC')::date, "seller_organization_id", "storefront_id", "status", count(*)::int, sum("subtotal"), sum("order_total")
FROM "orders" WHERE "checkout_state" = 'placed'
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE INDEX "search_keyword_records_keyword_trgm_idx" ON "search_keyword_records" USING gin ("search_keyword" gin_trgm_ops);