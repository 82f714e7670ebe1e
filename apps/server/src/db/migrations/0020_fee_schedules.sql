CREATE TABLE "fee_schedules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" uuid,
	"changed_by_name" text NOT NULL,
	"plan_name" text,
	"monthly_fees" numeric(14, 2) NOT NULL,
	"service_fee_on_order" numeric(7, 4) NOT NULL,
	"sold_on_storefront_fees" numeric(14, 4) NOT NULL,
	"sold_on_storefront_fees_type" text NOT NULL,
	"sold_on_marketplace_fees" numeric(14, 4) NOT NULL,
	"sold_on_marketplace_fees_type" text NOT NULL,
	"processing_fee_card" numeric(7, 4) NOT NULL,
	"processing_fee_ach" numeric(7, 4) NOT NULL,
	"processing_fee_paylater" numeric(7, 4) NOT NULL,
	"processing_fee_paypal" numeric(7, 4) NOT NULL,
	CONSTRAINT "fee_schedules_sold_on_storefront_fees_type_check" CHECK ("fee_schedules"."sold_on_storefront_fees_type" in ('flat', 'percentage')),
	CONSTRAINT "fee_schedules_sold_on_marketplace_fees_type_check" CHECK ("fee_schedules"."sold_on_marketplace_fees_type" in ('flat', 'percentage')),
	CONSTRAINT "fee_schedules_fees_check" CHECK ("fee_schedules"."monthly_fees" >= 0 and "fee_schedules"."service_fee_on_order" >= 0 and "fee_schedules"."sold_on_storefront_fees" >= 0 and "fee_schedules"."sold_on_marketplace_fees" >= 0 and "fee_schedules"."processing_fee_card" >= 0 and "fee_schedules"."processing_fee_ach" >= 0 and "fee_schedules"."processing_fee_paylater" >= 0 and "fee_schedules"."processing_fee_paypal" >= 0)
);
--> statement-breakpoint
ALTER TABLE "fee_schedules" ADD CONSTRAINT "fee_schedules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_schedules" ADD CONSTRAINT "fee_schedules_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_schedules_organization_id_idx" ON "fee_schedules" USING btree ("organization_id","effective_from");