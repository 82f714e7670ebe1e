CREATE TABLE "product_catalogue_selections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"catalogue_entry_id" uuid NOT NULL,
	"product_id" uuid,
	"selected_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"added_at" timestamp with time zone,
	CONSTRAINT "product_catalogue_selections_organization_entry_unique" UNIQUE("organization_id","catalogue_entry_id")
);
--> statement-breakpoint
CREATE TABLE "product_data_catalogue" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"mpn" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"model_name" text,
	"product_type" text,
	"category_id" uuid,
	"sub_category_id" uuid,
	"list_price" numeric(14, 4),
	"specifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"original_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_data_catalogue_mpn_lower_check" CHECK ("product_data_catalogue"."mpn" = lower("product_data_catalogue"."mpn")),
	CONSTRAINT "product_data_catalogue_list_price_check" CHECK ("product_data_catalogue"."list_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_catalogue_selections" ADD CONSTRAINT "product_catalogue_selections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_catalogue_selections" ADD CONSTRAINT "product_catalogue_selections_catalogue_entry_id_product_data_catalogue_id_fk" FOREIGN KEY ("catalogue_entry_id") REFERENCES "public"."product_data_catalogue"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_catalogue_selections" ADD CONSTRAINT "product_catalogue_selections_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_catalogue_selections" ADD CONSTRAINT "product_catalogue_selections_selected_by_user_id_users_id_fk" FOREIGN KEY ("selected_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_data_catalogue" ADD CONSTRAINT "product_data_catalogue_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_data_catalogue" ADD CONSTRAINT "product_data_catalogue_sub_category_id_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_data_catalogue" ADD CONSTRAINT "product_data_catalogue_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_catalogue_selections_entry_idx" ON "product_catalogue_selections" USING btree ("catalogue_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_data_catalogue_brand_mpn_idx" ON "product_data_catalogue" USING btree (lower("brand"),"mpn");--> statement-breakpoint
CREATE INDEX "product_data_catalogue_mpn_idx" ON "product_data_catalogue" USING btree ("mpn");