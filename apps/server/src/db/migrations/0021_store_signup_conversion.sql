ALTER TABLE "store_signups" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "store_signups" ADD COLUMN "converted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_signups" ADD CONSTRAINT "store_signups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;