-- The development outbox belongs to a workspace (ADR 187): only that workspace's administrators read its mail.
-- Mail kept before this migration belonged to nobody and is dropped with it (development data only).
DELETE FROM "mail_outbox";
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "workspace_id" uuid REFERENCES "organizations"("id") ON DELETE CASCADE;
--> statement-breakpoint
CREATE INDEX "mail_outbox_workspace_idx" ON "mail_outbox" ("workspace_id", "created_at" DESC);
