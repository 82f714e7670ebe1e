CREATE TABLE "newsletter_unsubscribe_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_unsubscribe_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_signups" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "store_signups" ADD COLUMN "converted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_unsubscribe_links" ADD CONSTRAINT "newsletter_unsubscribe_links_subscription_id_newsletter_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_unsubscribe_links_subscription_id_idx" ON "newsletter_unsubscribe_links" USING btree ("subscription_id");--> statement-breakpoint
ALTER TABLE "store_signups" ADD CONSTRAINT "store_signups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_storefront_id_idx" ON "newsletter_subscriptions" USING btree ("storefront_id","subscribed_at");