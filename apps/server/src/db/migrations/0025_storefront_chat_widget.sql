ALTER TABLE "storefronts" ADD COLUMN "chat_provider" text;--> statement-breakpoint
ALTER TABLE "storefronts" ADD COLUMN "chat_widget_id" text;--> statement-breakpoint
ALTER TABLE "storefronts" ADD CONSTRAINT "storefronts_chat_provider_check" CHECK ("storefronts"."chat_provider" in ('crisp', 'tawkto', 'intercom'));--> statement-breakpoint
ALTER TABLE "storefronts" ADD CONSTRAINT "storefronts_chat_widget_check" CHECK (("storefronts"."chat_provider" is null) = ("storefronts"."chat_widget_id" is null));