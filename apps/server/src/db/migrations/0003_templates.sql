CREATE TABLE "custom_units" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"unit_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_units_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "global_responses" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"options" jsonb NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_responses_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "template_folders" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_folders_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "template_translation_history" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"key" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"source" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_translation_history_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "template_versions" (
	"org_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"revision" integer NOT NULL,
	"document" jsonb NOT NULL,
	"published_by" uuid,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_versions_org_id_template_id_version_pk" PRIMARY KEY("org_id","template_id","version")
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"org_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"title" text NOT NULL,
	"document" jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"has_draft" boolean DEFAULT true NOT NULL,
	"published_version" integer,
	"archived" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "templates_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "custom_units" ADD CONSTRAINT "custom_units_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_responses" ADD CONSTRAINT "global_responses_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_folders" ADD CONSTRAINT "template_folders_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_folders" ADD CONSTRAINT "template_folders_org_id_parent_id_template_folders_org_id_id_fk" FOREIGN KEY ("org_id","parent_id") REFERENCES "public"."template_folders"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_translation_history" ADD CONSTRAINT "template_translation_history_org_id_template_id_templates_org_id_id_fk" FOREIGN KEY ("org_id","template_id") REFERENCES "public"."templates"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_versions" ADD CONSTRAINT "template_versions_org_id_template_id_templates_org_id_id_fk" FOREIGN KEY ("org_id","template_id") REFERENCES "public"."templates"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_org_id_parent_id_template_folders_org_id_id_fk" FOREIGN KEY ("org_id","parent_id") REFERENCES "public"."template_folders"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_units_org_name_key" ON "custom_units" USING btree ("org_id",lower("name"));--> statement-breakpoint
CREATE INDEX "template_folders_parent_idx" ON "template_folders" USING btree ("org_id","parent_id");--> statement-breakpoint
CREATE INDEX "template_translation_history_idx" ON "template_translation_history" USING btree ("org_id","template_id","lang","created_at");--> statement-breakpoint
CREATE INDEX "templates_org_updated_idx" ON "templates" USING btree ("org_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "templates_parent_idx" ON "templates" USING btree ("org_id","parent_id");--> statement-breakpoint
-- Tenancy of the template-builder tables (ADR 030 style): grants to the app role, RLS enabled and forced.
GRANT SELECT, INSERT, UPDATE, DELETE ON "template_folders", "templates", "template_versions", "template_translation_history", "global_responses", "custom_units" TO fieldbook_app;
--> statement-breakpoint
ALTER TABLE "template_folders" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "template_folders" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "template_folders" USING ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid) WITH CHECK ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "templates" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "templates" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "templates" USING ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid) WITH CHECK ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "template_versions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "template_versions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "template_versions" USING ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid) WITH CHECK ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "template_translation_history" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "template_translation_history" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "template_translation_history" USING ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid) WITH CHECK ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "global_responses" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "global_responses" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "global_responses" USING ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid) WITH CHECK ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "custom_units" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "custom_units" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "custom_units" USING ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid) WITH CHECK ("org_id" = nullif(current_setting('app.org_id', true), '')::uuid);
