-- Whole list answers cached per change version (ADR 089): every table a cached list answer reads bumps its
-- organisation's version in the same transaction (the trigger function of migration 0008), and the server
-- reads the summed versions of a list's tables in one statement before answering from its cache.
CREATE TRIGGER "roles_list_version_ins" AFTER INSERT ON "roles" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "roles_list_version_upd" AFTER UPDATE ON "roles" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "roles_list_version_del" AFTER DELETE ON "roles" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "groups_list_version_ins" AFTER INSERT ON "groups" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "groups_list_version_upd" AFTER UPDATE ON "groups" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "groups_list_version_del" AFTER DELETE ON "groups" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "saved_queries_list_version_ins" AFTER INSERT ON "saved_queries" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "saved_queries_list_version_upd" AFTER UPDATE ON "saved_queries" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "saved_queries_list_version_del" AFTER DELETE ON "saved_queries" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "asset_types_list_version_ins" AFTER INSERT ON "asset_types" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "asset_types_list_version_upd" AFTER UPDATE ON "asset_types" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "asset_types_list_version_del" AFTER DELETE ON "asset_types" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "assets_list_version_ins" AFTER INSERT ON "assets" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "assets_list_version_upd" AFTER UPDATE ON "assets" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "assets_list_version_del" AFTER DELETE ON "assets" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "global_lists_list_version_ins" AFTER INSERT ON "global_lists" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "global_lists_list_version_upd" AFTER UPDATE ON "global_lists" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "global_lists_list_version_del" AFTER DELETE ON "global_lists" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "global_list_items_list_version_ins" AFTER INSERT ON "global_list_items" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "global_list_items_list_version_upd" AFTER UPDATE ON "global_list_items" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "global_list_items_list_version_del" AFTER DELETE ON "global_list_items" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
-- The summed versions of some tables of one organisation, read by the server outside any tenant transaction
-- (one statement, one round trip). It scopes itself to the organisation it is given for the rest of its own
-- statement only, so only the server's login role may call it: never the tenant role fieldbook_app.
CREATE FUNCTION "list_version_sum"(p_org uuid, p_sources text[]) RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
	PERFORM set_config('app.org_id', p_org::text, true);
	RETURN (SELECT coalesce(sum(version), 0)::bigint FROM list_versions WHERE org_id = p_org AND source = ANY (p_sources));
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION "list_version_sum"(uuid, text[]) FROM PUBLIC;
