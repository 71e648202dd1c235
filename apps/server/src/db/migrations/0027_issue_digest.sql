-- The daily digest of overdue issues (ADR 211): a member's switch for it, the digests sent (one per member and day,
-- claimed in the job's transaction before the mail goes out), and the sweep's cross-tenant look-up of workspaces
-- with open issues past their due date (organisation ids only, from a partial index).
ALTER TABLE "issue_notification_preferences" ADD COLUMN "daily_digest" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
CREATE TABLE "issue_digests_sent" (
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issue_digests_sent_org_id_user_id_day_pk" PRIMARY KEY("org_id","user_id","day")
);
--> statement-breakpoint
ALTER TABLE "issue_digests_sent" ADD CONSTRAINT "issue_digests_sent_org_id_user_id_memberships_org_id_user_id_fk" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."memberships"("org_id","user_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "issue_digests_sent" TO fieldbook_app;
--> statement-breakpoint
ALTER TABLE "issue_digests_sent" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "issue_digests_sent" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "issue_digests_sent" USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid)) WITH CHECK ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
--> statement-breakpoint
CREATE INDEX "issues_open_due_idx" ON "issues" USING btree ("due_at","org_id") WHERE "status" IN ('to_do', 'in_progress') AND "due_at" IS NOT NULL;
--> statement-breakpoint
CREATE POLICY "issue_digest_sweep_read" ON "issues" AS PERMISSIVE FOR SELECT TO CURRENT_USER USING (true);
--> statement-breakpoint
CREATE FUNCTION "issue_orgs_overdue"(p_at timestamptz, p_limit int) RETURNS TABLE (org_id uuid) LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
	SELECT DISTINCT i.org_id FROM issues i WHERE i.status IN ('to_do', 'in_progress') AND i.due_at < p_at LIMIT p_limit
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION "issue_orgs_overdue"(timestamptz, int) FROM PUBLIC;
