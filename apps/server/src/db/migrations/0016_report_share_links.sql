-- Report share links (ADR 201): a revocable, optionally expiring public link to one inspection's web report. Only the
-- SHA-256 of the token is stored; the token leads with the organisation's id, so the public lookup runs inside that
-- organisation's tenant scope like an invitation link (ADR 081) and Row-Level Security stays on.
CREATE TABLE "report_share_links" (
	"org_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"inspection_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "report_share_links_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "report_share_links" ADD CONSTRAINT "report_share_links_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_share_links" ADD CONSTRAINT "report_share_links_inspection_fk" FOREIGN KEY ("org_id","inspection_id") REFERENCES "public"."inspections"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_share_links" ADD CONSTRAINT "report_share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_share_links_token_key" ON "report_share_links" USING btree ("org_id","token_hash");--> statement-breakpoint
CREATE INDEX "report_share_links_inspection_idx" ON "report_share_links" USING btree ("org_id","inspection_id","created_at");--> statement-breakpoint
-- Tenancy (ADR 030) with the settings read once per query (ADR 085).
GRANT SELECT, INSERT, UPDATE, DELETE ON "report_share_links" TO fieldbook_app;
--> statement-breakpoint
ALTER TABLE "report_share_links" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "report_share_links" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "report_share_links" USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid)) WITH CHECK ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
