-- Who may do what to issues (ADR 210): one row of settings per workspace; no row means the defaults, which keep
-- the behaviour from before (holding the issue permission is enough). Issue e-mails a member turned off (ADR 211).
CREATE TABLE "issue_access_settings" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "issue_access_settings" ADD CONSTRAINT "issue_access_settings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "issue_access_settings" TO fieldbook_app;
--> statement-breakpoint
ALTER TABLE "issue_access_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "issue_access_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "issue_access_settings" USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid)) WITH CHECK ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
--> statement-breakpoint
-- The system Administrator role holds every code (as a new workspace's does): existing ones gain Manage Issues.
UPDATE "roles" SET "permissions" = array_append("permissions", 'ACT_MANAGE_ISSUE') WHERE "is_system" AND NOT ('ACT_MANAGE_ISSUE' = ANY("permissions"));
--> statement-breakpoint
CREATE TABLE "issue_notification_preferences" (
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"on_assignment" boolean DEFAULT true NOT NULL,
	"on_comment" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issue_notification_preferences_org_id_user_id_pk" PRIMARY KEY("org_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "issue_notification_preferences" ADD CONSTRAINT "issue_notification_preferences_org_id_user_id_memberships_org_id_user_id_fk" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."memberships"("org_id","user_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "issue_notification_preferences" TO fieldbook_app;
--> statement-breakpoint
ALTER TABLE "issue_notification_preferences" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "issue_notification_preferences" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "issue_notification_preferences" USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid)) WITH CHECK ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
