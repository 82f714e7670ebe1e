CREATE TABLE "reseller_certificates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"uploader_guest_id" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"storefront_id" uuid,
	"review_organization_id" uuid,
	"submitted_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by_user_id" uuid,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "reseller_certificates_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "reseller_certificates_status_check" CHECK ("reseller_certificates"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "reseller_certificates" ADD CONSTRAINT "reseller_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_certificates" ADD CONSTRAINT "reseller_certificates_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_certificates" ADD CONSTRAINT "reseller_certificates_review_organization_id_organizations_id_fk" FOREIGN KEY ("review_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_certificates" ADD CONSTRAINT "reseller_certificates_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reseller_certificates_review_idx" ON "reseller_certificates" USING btree ("review_organization_id","status");--> statement-breakpoint
-- Backfill (hand-written): a buyer who registered with a certificate URL before certificates were
-- reviewed gets a pending certificate, which only the operator reviews; until approved it exempts nothing.
INSERT INTO "reseller_certificates" ("id", "url", "uploaded_at", "user_id", "submitted_at", "status")
SELECT gen_random_uuid(), "reseller_certificate_url", "registered_date", "id", "registered_date", 'pending'
FROM "users" WHERE btrim(coalesce("reseller_certificate_url", '')) <> '';

