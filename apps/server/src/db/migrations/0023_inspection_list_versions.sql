-- The inspection list's exact total is cached per change version (ADR 087): both tables its filter reads bump
-- the organisation's version in the same transaction as the change, so a repeated list call pays a version look-up
-- instead of a count (bench/RESULTS.md, "Inspections list").
CREATE TRIGGER "inspections_list_version_ins" AFTER INSERT ON "inspections" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "inspections_list_version_upd" AFTER UPDATE ON "inspections" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "inspections_list_version_del" AFTER DELETE ON "inspections" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "inspection_collaborators_list_version_ins" AFTER INSERT ON "inspection_collaborators" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "inspection_collaborators_list_version_upd" AFTER UPDATE ON "inspection_collaborators" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
--> statement-breakpoint
CREATE TRIGGER "inspection_collaborators_list_version_del" AFTER DELETE ON "inspection_collaborators" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_versions();
