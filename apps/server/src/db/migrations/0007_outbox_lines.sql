ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claim_token" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "record_keys" text[];--> statement-breakpoint
CREATE INDEX "outbox_pending_due_idx" ON "outbox" USING btree ("kind","next_attempt_at") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_pending_record_keys_idx" ON "outbox" USING gin ("record_keys") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
-- Hand-written backfill: mail rows delivered before this migration keep only template, recipients and subject (no body, so no link tokens), as delivery now leaves them.
UPDATE "outbox" SET "payload" = jsonb_build_object('template', "payload"->'template', 'to', "payload"->'to', 'subject', "payload"->'subject', 'bodyPurged', true) WHERE "kind" = 'mail' AND "status" = 'delivered';

