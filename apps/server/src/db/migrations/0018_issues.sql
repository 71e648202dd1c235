-- Issues (ADR 205): categories with subcategories, issues, their assignees (members or groups), their timeline
-- and the files uploaded to them.
CREATE TABLE "issue_categories" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"has_subcategories" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issue_categories_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "issue_subcategories" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issue_subcategories_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "issues" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"due_at" timestamp with time zone,
	"status" text DEFAULT 'to_do' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"category_id" uuid,
	"subcategory_id" uuid,
	"site_id" uuid,
	"asset_id" uuid,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"risk" text,
	"type" text,
	"created_by" uuid,
	"inspection_id" uuid,
	"item_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issues_org_id_id_pk" PRIMARY KEY("org_id","id"),
	CONSTRAINT "issues_status_check" CHECK ("issues"."status" in ('to_do', 'in_progress', 'complete', 'cant_do')),
	CONSTRAINT "issues_priority_check" CHECK ("issues"."priority" in ('low', 'medium', 'high'))
);
--> statement-breakpoint
CREATE TABLE "issue_assignees" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"issue_id" uuid NOT NULL,
	"user_id" uuid,
	"group_id" uuid,
	CONSTRAINT "issue_assignees_org_id_id_pk" PRIMARY KEY("org_id","id"),
	CONSTRAINT "issue_assignees_one_check" CHECK (num_nonnulls("issue_assignees"."user_id", "issue_assignees"."group_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "issue_timeline" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"issue_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"text" text,
	"field" text,
	"from_value" jsonb,
	"to_value" jsonb,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "issue_timeline_org_id_id_pk" PRIMARY KEY("org_id","id"),
	CONSTRAINT "issue_timeline_kind_check" CHECK ("issue_timeline"."kind" in ('created', 'comment', 'status', 'field'))
);
--> statement-breakpoint
CREATE TABLE "issue_files" (
	"org_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"issue_id" uuid NOT NULL,
	"event_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issue_files_org_id_file_id_pk" PRIMARY KEY("org_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "issue_categories" ADD CONSTRAINT "issue_categories_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_subcategories" ADD CONSTRAINT "issue_subcategories_org_id_category_id_issue_categories_org_id_id_fk" FOREIGN KEY ("org_id","category_id") REFERENCES "public"."issue_categories"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_org_id_category_id_issue_categories_org_id_id_fk" FOREIGN KEY ("org_id","category_id") REFERENCES "public"."issue_categories"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_org_id_subcategory_id_issue_subcategories_org_id_id_fk" FOREIGN KEY ("org_id","subcategory_id") REFERENCES "public"."issue_subcategories"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_assignees" ADD CONSTRAINT "issue_assignees_org_id_issue_id_issues_org_id_id_fk" FOREIGN KEY ("org_id","issue_id") REFERENCES "public"."issues"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_assignees" ADD CONSTRAINT "issue_assignees_org_id_user_id_memberships_org_id_user_id_fk" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."memberships"("org_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_assignees" ADD CONSTRAINT "issue_assignees_org_id_group_id_groups_org_id_id_fk" FOREIGN KEY ("org_id","group_id") REFERENCES "public"."groups"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_timeline" ADD CONSTRAINT "issue_timeline_org_id_issue_id_issues_org_id_id_fk" FOREIGN KEY ("org_id","issue_id") REFERENCES "public"."issues"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_files" ADD CONSTRAINT "issue_files_org_id_issue_id_issues_org_id_id_fk" FOREIGN KEY ("org_id","issue_id") REFERENCES "public"."issues"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_files" ADD CONSTRAINT "issue_files_org_id_file_id_uploaded_files_org_id_id_fk" FOREIGN KEY ("org_id","file_id") REFERENCES "public"."uploaded_files"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_files" ADD CONSTRAINT "issue_files_org_id_event_id_issue_timeline_org_id_id_fk" FOREIGN KEY ("org_id","event_id") REFERENCES "public"."issue_timeline"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "issue_categories_org_name_key" ON "issue_categories" USING btree ("org_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "issue_subcategories_name_key" ON "issue_subcategories" USING btree ("org_id","category_id",lower("name"));--> statement-breakpoint
-- The list's first page (ADR 205): newest first, optionally one status; the assignee filter drives from
-- issue_assignees_by_user_idx / _by_group_idx and joins back by primary key.
CREATE INDEX "issues_created_idx" ON "issues" USING btree ("org_id","created_at" DESC,"id");--> statement-breakpoint
CREATE INDEX "issues_status_created_idx" ON "issues" USING btree ("org_id","status","created_at" DESC,"id");--> statement-breakpoint
CREATE INDEX "issues_due_idx" ON "issues" USING btree ("org_id","due_at","id") WHERE "issues"."due_at" is not null;--> statement-breakpoint
CREATE INDEX "issues_category_idx" ON "issues" USING btree ("org_id","category_id");--> statement-breakpoint
CREATE INDEX "issues_subcategory_idx" ON "issues" USING btree ("org_id","subcategory_id");--> statement-breakpoint
CREATE INDEX "issues_inspection_idx" ON "issues" USING btree ("org_id","inspection_id") WHERE "issues"."inspection_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "issue_assignees_user_key" ON "issue_assignees" USING btree ("org_id","issue_id","user_id") WHERE "issue_assignees"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "issue_assignees_group_key" ON "issue_assignees" USING btree ("org_id","issue_id","group_id") WHERE "issue_assignees"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "issue_assignees_by_user_idx" ON "issue_assignees" USING btree ("org_id","user_id","issue_id") WHERE "issue_assignees"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "issue_assignees_by_group_idx" ON "issue_assignees" USING btree ("org_id","group_id","issue_id") WHERE "issue_assignees"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "issue_timeline_issue_idx" ON "issue_timeline" USING btree ("org_id","issue_id","created_at","id");--> statement-breakpoint
CREATE INDEX "issue_files_issue_idx" ON "issue_files" USING btree ("org_id","issue_id");--> statement-breakpoint
CREATE INDEX "issue_files_event_idx" ON "issue_files" USING btree ("org_id","event_id") WHERE "issue_files"."event_id" is not null;--> statement-breakpoint
-- Tenancy (ADR 030) with the settings read once per query (ADR 085).
GRANT SELECT, INSERT, UPDATE, DELETE ON "issue_categories", "issue_subcategories", "issues", "issue_assignees", "issue_timeline", "issue_files" TO fieldbook_app;
--> statement-breakpoint
ALTER TABLE "issue_categories" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "issue_categories" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "issue_categories" USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid)) WITH CHECK ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
--> statement-breakpoint
ALTER TABLE "issue_subcategories" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "issue_subcategories" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "issue_subcategories" USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid)) WITH CHECK ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
--> statement-breakpoint
ALTER TABLE "issues" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "issues" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "issues" USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid)) WITH CHECK ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
--> statement-breakpoint
ALTER TABLE "issue_assignees" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "issue_assignees" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "issue_assignees" USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid)) WITH CHECK ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
--> statement-breakpoint
ALTER TABLE "issue_timeline" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "issue_timeline" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "issue_timeline" USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid)) WITH CHECK ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
--> statement-breakpoint
ALTER TABLE "issue_files" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "issue_files" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "issue_files" USING ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid)) WITH CHECK ("org_id" = (SELECT nullif(current_setting('app.org_id', true), '')::uuid));
