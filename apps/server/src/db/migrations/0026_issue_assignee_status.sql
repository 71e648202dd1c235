-- Issue list filtered by assignee and status at 1,000,000 issues (ADR 212, "The list at scale"). Each assignment row
-- carries its issue's status and creation time, kept in step by triggers in the same transaction as the change, and
-- the member or group as one column, so the first page of "assigned to X, in status S, newest first" is a walk of
-- the first 25 entries of one index instead of a probe of every assignment (a plain column, not an expression: under
-- row-level security only leakproof comparisons of columns reach an index). The list's exact total is cached per
-- change version (ADR 087): both tables bump the organisation's version. The defaults only satisfy the insert
-- type; the BEFORE INSERT trigger always overwrites them.
ALTER TABLE "issue_assignees" ADD COLUMN "assignee_id" uuid GENERATED ALWAYS AS (coalesce(user_id, group_id)) STORED;--> statement-breakpoint
ALTER TABLE "issue_assignees" ADD COLUMN "issue_status" text DEFAULT 'to_do';--> statement-breakpoint
ALTER TABLE "issue_assignees" ADD COLUMN "issue_created_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
UPDATE "issue_assignees" a SET "issue_status" = i."status", "issue_created_at" = i."created_at"
  FROM "issues" i WHERE i."org_id" = a."org_id" AND i."id" = a."issue_id";--> statement-breakpoint
ALTER TABLE "issue_assignees" ALTER COLUMN "issue_status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "issue_assignees" ALTER COLUMN "issue_created_at" SET NOT NULL;--> statement-breakpoint
CREATE FUNCTION "issue_assignee_copy_issue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT i.status, i.created_at INTO NEW.issue_status, NEW.issue_created_at
		FROM issues i WHERE i.org_id = NEW.org_id AND i.id = NEW.issue_id;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "issue_assignees_copy_issue" BEFORE INSERT OR UPDATE OF "issue_id", "org_id" ON "issue_assignees" FOR EACH ROW EXECUTE FUNCTION issue_assignee_copy_issue();
--> statement-breakpoint
CREATE FUNCTION "issues_copy_to_assignees"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE issue_assignees a SET issue_status = n.status, issue_created_at = n.created_at
		FROM changed_rows n
		WHERE a.org_id = n.org_id AND a.issue_id = n.id
			AND (a.issue_status IS DISTINCT FROM n.status OR a.issue_created_at IS DISTINCT FROM n.created_at);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "issues_copy_to_assignees" AFTER UPDATE ON "issues" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION issues_copy_to_assignees();
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "issue_assignees_status_idx" ON "issue_assignees" USING btree ("org_id","assignee_id","issue_status","issue_created_at" DESC,"issue_id" DESC);--> statement-breakpoint
CREATE TRIGGER "issues_list_version_ins" AFTER INSERT ON "issues" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "issues_list_version_upd" AFTER UPDATE ON "issues" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "issues_list_version_del" AFTER DELETE ON "issues" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "issue_assignees_list_version_ins" AFTER INSERT ON "issue_assignees" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "issue_assignees_list_version_upd" AFTER UPDATE ON "issue_assignees" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "issue_assignees_list_version_del" AFTER DELETE ON "issue_assignees" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
