CREATE TABLE "storefront_feed_runs" (
	"storefront_id" uuid PRIMARY KEY NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	"items" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "storefront_feed_runs" ADD CONSTRAINT "storefront_feed_runs_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;