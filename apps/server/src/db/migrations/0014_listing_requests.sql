CREATE TABLE "relisting_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"listing_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"requested_by_user_id" uuid,
	"reason" text NOT NULL,
	"price" numeric(14, 4) NOT NULL,
	"quantity" integer NOT NULL,
	"condition" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	"decision_note" text DEFAULT '' NOT NULL,
	"result_listing_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "relisting_requests_status_check" CHECK ("relisting_requests"."status" in ('pending', 'approved', 'declined', 'withdrawn')),
	CONSTRAINT "relisting_requests_reason_check" CHECK ("relisting_requests"."reason" in ('deleted', 'soldOut', 'expired', 'otherSeller')),
	CONSTRAINT "relisting_requests_condition_check" CHECK ("relisting_requests"."condition" in ('New', 'Like New', 'Used', 'Refurbished', 'Open Box', 'Field Pull')),
	CONSTRAINT "relisting_requests_amounts_check" CHECK ("relisting_requests"."price" >= 0 and "relisting_requests"."quantity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "shared_listing_requests" DROP CONSTRAINT "shared_listing_requests_status_check";--> statement-breakpoint
UPDATE "shared_listing_requests" SET "status" = 'declined' WHERE "status" = 'rejected';--> statement-breakpoint
ALTER TABLE "shared_listing_requests" ADD COLUMN "decided_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "relisting_requests" ADD CONSTRAINT "relisting_requests_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relisting_requests" ADD CONSTRAINT "relisting_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relisting_requests" ADD CONSTRAINT "relisting_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relisting_requests" ADD CONSTRAINT "relisting_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relisting_requests" ADD CONSTRAINT "relisting_requests_result_listing_id_listings_id_fk" FOREIGN KEY ("result_listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "relisting_requests_organization_id_idx" ON "relisting_requests" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "relisting_requests_listing_id_idx" ON "relisting_requests" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "relisting_requests_pending_idx" ON "relisting_requests" USING btree ("listing_id","organization_id") WHERE "relisting_requests"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "shared_listing_requests" ADD CONSTRAINT "shared_listing_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shared_listing_requests_open_idx" ON "shared_listing_requests" USING btree ("listing_id","organization_id") WHERE "shared_listing_requests"."status" in ('pending', 'approved');--> statement-breakpoint
ALTER TABLE "shared_listing_requests" ADD CONSTRAINT "shared_listing_requests_status_check" CHECK ("shared_listing_requests"."status" in ('pending', 'approved', 'declined', 'withdrawn'));