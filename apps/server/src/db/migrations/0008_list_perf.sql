-- List totals cached per change version (ADR 087): every statement that changes a table a cached list
-- counts from bumps that table's version for each organisation it touched, in the same transaction.
CREATE TABLE "list_versions" (
	"org_id" uuid NOT NULL,
	"source" text NOT NULL,
	"version" bigint NOT NULL DEFAULT 0,
	CONSTRAINT "list_versions_pkey" PRIMARY KEY ("org_id", "source")
);
--> statement-breakpoint
GRANT SELECT ON "list_versions" TO fieldbook_app;
--> statement-breakpoint
ALTER TABLE "list_versions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "list_versions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "list_versions" FOR SELECT USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
--> statement-breakpoint
-- Tenant tables: the organisations of the changed rows. SECURITY DEFINER: the app role only reads versions.
CREATE FUNCTION "bump_list_versions"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
	INSERT INTO list_versions (org_id, source, version)
		SELECT DISTINCT org_id, TG_TABLE_NAME, 1 FROM changed_rows ORDER BY org_id
		ON CONFLICT (org_id, source) DO UPDATE SET version = list_versions.version + 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- users has no organisation: a changed person bumps `users` in every organisation they are a member of.
CREATE FUNCTION "bump_user_list_versions"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
	INSERT INTO list_versions (org_id, source, version)
		SELECT DISTINCT m.org_id, 'users', 1 FROM changed_rows u JOIN memberships m ON m.user_id = u.id ORDER BY m.org_id
		ON CONFLICT (org_id, source) DO UPDATE SET version = list_versions.version + 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "memberships_list_version_ins" AFTER INSERT ON "memberships" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "memberships_list_version_upd" AFTER UPDATE ON "memberships" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "memberships_list_version_del" AFTER DELETE ON "memberships" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "membership_roles_list_version_ins" AFTER INSERT ON "membership_roles" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "membership_roles_list_version_upd" AFTER UPDATE ON "membership_roles" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "membership_roles_list_version_del" AFTER DELETE ON "membership_roles" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "group_members_list_version_ins" AFTER INSERT ON "group_members" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "group_members_list_version_upd" AFTER UPDATE ON "group_members" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "group_members_list_version_del" AFTER DELETE ON "group_members" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "activity_log_list_version_ins" AFTER INSERT ON "activity_log" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "activity_log_list_version_upd" AFTER UPDATE ON "activity_log" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "activity_log_list_version_del" AFTER DELETE ON "activity_log" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "users_list_version_ins" AFTER INSERT ON "users" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_user_list_versions();
--> statement-breakpoint
CREATE TRIGGER "users_list_version_upd" AFTER UPDATE ON "users" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_user_list_versions();
--> statement-breakpoint
CREATE TRIGGER "users_list_version_del" AFTER DELETE ON "users" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_user_list_versions();
